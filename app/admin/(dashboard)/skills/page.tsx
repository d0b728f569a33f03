import type { Metadata } from 'next';
import { OwnerSection } from '@/components/admin/owner-section';
import { SkillsEditor } from './skills-editor';
import { skillList } from '@/lib/skills/list';
import { SKILL_TEXTS } from '@/lib/skills/vocabulary';

export const metadata: Metadata = { title: 'Skills · Admin Dashboard', robots: { index: false, follow: false } };

export default function AdminSkillsPage() {
  return (
    <OwnerSection
      notice={{ title: SKILL_TEXTS.forbidden, text: 'You are signed in, but the profile and skills can only be edited by the owner of this portfolio.' }}
      load={skillList.list}
      failure={SKILL_TEXTS.listFailed}
    >
      {(skills) => <SkillsEditor skills={skills} />}
    </OwnerSection>
  );
}
