import type { Metadata } from 'next';
import { OwnerSection } from '@/components/admin/owner-section';
import { ExperienceEditor } from './experience-editor';
import { experienceList } from '@/lib/experience/list';
import { formatMonthRange } from '@/lib/experience/dates';
import { EXPERIENCE_TEXTS } from '@/lib/experience/vocabulary';

export const metadata: Metadata = { title: 'Experience · Admin Dashboard', robots: { index: false, follow: false } };

export default function AdminExperiencePage() {
  return (
    <OwnerSection
      notice={{ title: EXPERIENCE_TEXTS.forbidden, text: 'You are signed in, but the experience can only be edited by the owner of this portfolio.' }}
      load={experienceList.list}
      failure={EXPERIENCE_TEXTS.listFailed}
    >
      {/* Dates formatted here: the browser's Intl may abbreviate months differently (a hydration mismatch). */}
      {(entries) => <ExperienceEditor entries={entries.map((entry) => ({ ...entry, dates: formatMonthRange(entry) }))} />}
    </OwnerSection>
  );
}
