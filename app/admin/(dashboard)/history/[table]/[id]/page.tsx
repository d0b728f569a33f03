import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AdminLink } from '@/components/admin/admin-link';
import { OwnerSection } from '@/components/admin/owner-section';
import { getItemHistory } from '@/lib/history/admin';
import { HISTORY_NOUNS, HISTORY_TEXTS } from '@/lib/history/vocabulary';
import { RevisionList } from './revision-list';

export const metadata: Metadata = { title: 'History', robots: { index: false, follow: false } };

type Props = { params: Promise<{ table: string; id: string }> };

/** An item's earlier versions, newest first, each with what the save after it changed, and Restore. */
export default async function HistoryPage({ params }: Props) {
  const { table, id } = await params;
  return (
    <OwnerSection
      notice={{ title: HISTORY_TEXTS.forbidden, text: 'The history keeps the owner’s earlier versions of the site’s content.' }}
      failure={HISTORY_TEXTS.listFailed}
      load={(db) => getItemHistory(db, table, decodeURIComponent(id))}
    >
      {(history) => {
        if (!history) notFound();
        return (
          <div className="grid gap-6">
            <header className="grid gap-1">
              <AdminLink href={history.section} className="text-sm text-muted-foreground underline underline-offset-4">
                Back to the section
              </AdminLink>
              <h1 className="text-2xl font-semibold">
                {HISTORY_TEXTS.title}: {history.title}
              </h1>
              <p className="text-sm text-muted-foreground">{HISTORY_NOUNS[history.table]}</p>
            </header>
            <RevisionList revisions={history.revisions} />
          </div>
        );
      }}
    </OwnerSection>
  );
}
