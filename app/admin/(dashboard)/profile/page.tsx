import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { OwnerNotice } from '@/components/admin/owner-notice';
import { ProfileForm } from '@/components/admin/profile-form';
import { Card } from '@/components/ui/card';
import { getSession, isOwner } from '@/lib/auth/session';
import { getProfile } from '@/lib/data/profile/admin';
import { PROFILE_MESSAGES } from '@/lib/profile/vocabulary';

export const metadata: Metadata = { title: 'Profile · Admin Dashboard', robots: { index: false, follow: false } };

export default async function AdminProfilePage() {
  const { db, user } = await getSession();
  if (!user) redirect('/auth');
  if (!(await isOwner(db))) {
    return (
      <OwnerNotice title={PROFILE_MESSAGES.forbidden}>You are signed in, but the profile and skills can only be edited by the owner of this portfolio.</OwnerNotice>
    );
  }
  const profile = await getProfile(db).catch((error: Error) => {
    console.error('[admin] profile load failed:', error.message);
    return undefined;
  });
  if (profile === undefined) {
    return (
      <Card role="alert" className="px-6 py-10 text-center font-medium">
        Failed to fetch the profile
      </Card>
    );
  }
  return <ProfileForm profile={profile} />;
}
