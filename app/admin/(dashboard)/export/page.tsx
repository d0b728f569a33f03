import type { Metadata } from 'next';
import { ExportView } from './export-view';
import { OwnerSection } from '@/components/admin/owner-section';
import { getArchiveSummary } from '@/lib/archive/admin';
import { ARCHIVE_TEXTS } from '@/lib/archive/vocabulary';

export const metadata: Metadata = { title: 'Export · Admin Dashboard', robots: { index: false, follow: false } };

export default function AdminExportPage() {
  return (
    <OwnerSection
      notice={{ title: ARCHIVE_TEXTS.forbidden, text: 'You are signed in, but the content of this portfolio is for its owner to take.' }}
      load={getArchiveSummary}
      failure={ARCHIVE_TEXTS.failed}
    >
      {(summary) => <ExportView summary={summary} />}
    </OwnerSection>
  );
}
