import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { OwnerSection } from '@/components/admin/owner-section';
import { getProject } from '@/lib/projects/admin';
import { listShareLinks } from '@/lib/share-links/admin';
import { SHARE_LINK_TEXTS } from '@/lib/share-links/vocabulary';
import { ShareLinksPanel } from './share-links-panel';

export const metadata: Metadata = { title: 'Share links', robots: { index: false, follow: false } };

type Props = { params: Promise<{ id: string }> };

/** One project's share links: create (the address is shown once), list, revoke. */
export default async function ShareLinksPage({ params }: Props) {
  const { id } = await params;
  return (
    <OwnerSection
      notice={{ title: SHARE_LINK_TEXTS.forbidden, text: 'Share links open private work; only the owner of this portfolio can see or make them.' }}
      failure={SHARE_LINK_TEXTS.listFailed}
      load={async (db) => {
        const project = await getProject(db, id);
        return project ? { project, links: await listShareLinks(db, project.id) } : null;
      }}
    >
      {(data) => {
        if (!data) notFound();
        const { project, links } = data;
        return <ShareLinksPanel project={{ id: project.id, slug: project.slug, title: project.title, visibility: project.visibility, status: project.status }} links={links} />;
      }}
    </OwnerSection>
  );
}
