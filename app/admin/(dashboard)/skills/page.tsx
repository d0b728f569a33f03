import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { OwnerNotice } from '@/components/admin/owner-notice';
import { SkillsEditor } from '@/components/admin/skills-editor';
import { Card } from '@/components/ui/card';
import { getSession, isOwner } from '@/lib/auth/session';
import { listSkills } from '@/lib/data/profile/admin';
import { PROFILE_MESSAGES } from '@/lib/profile/vocabulary';

export const metadata: Metadata = { title: 'Skills · Admin Dashboard', robots: { index: false, follow: false } };

export default async function AdminSkillsPage() {
  const { db, user } = await getSession();
  if (!user) redirect('/auth');
  if (!(await isOwner(db))) {
    return (
      <OwnerNotice title={PROFILE_MESSAGES.forbidden}>You are signed in, but the profile and skills can only be edited by the owner of this portfolio.</OwnerNotice>
    );
  }
  const skills = await listSkills(db).catch((error: Error) => {
    console.error('[admin] skills load failed:', error.message);
    return null;
  });
  if (!skills) {
    return (
      <Card role="alert" className="px-6 py-10 text-center font-medium">
        Failed to fetch the skills
      </Card>
    );
  }
  return <SkillsEditor skills={skills} />;
}
