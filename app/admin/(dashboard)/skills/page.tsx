import type { Metadata } from 'next';
import { OwnerSection } from '@/components/admin/owner-section';
import { SkillsEditor } from './skills-editor';
import { listSkills } from '@/lib/data/profile/admin';
import { PROFILE_TEXTS } from '@/lib/profile/vocabulary';

export const metadata: Metadata = { title: 'Skills · Admin Dashboard', robots: { index: false, follow: false } };

export default function AdminSkillsPage() {
  return (
    <OwnerSection
      notice={{ title: PROFILE_TEXTS.forbidden, text: 'You are signed in, but the profile and skills can only be edited by the owner of this portfolio.' }}
      load={listSkills}
      failure="Failed to fetch the skills"
    >
      {(skills) => <SkillsEditor skills={skills} />}
    </OwnerSection>
  );
}
