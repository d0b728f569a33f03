import type { Metadata } from 'next';
import { OwnerSection } from '@/components/admin/owner-section';
import { ProfileForm } from './profile-form';
import { ProfileEditors } from './profile-editors';
import { getProfile } from '@/lib/profile/admin';
import { PROFILE_TEXTS } from '@/lib/profile/vocabulary';

export const metadata: Metadata = { title: 'Profile · Admin Dashboard', robots: { index: false, follow: false } };

export default function AdminProfilePage() {
  return (
    <OwnerSection
      notice={{ title: PROFILE_TEXTS.forbidden, text: 'You are signed in, but the profile and skills can only be edited by the owner of this portfolio.' }}
      load={getProfile}
      failure="Failed to fetch the profile"
    >
      {/* An import sets a few of the profile's fields and keeps the rest: it needs a saved profile. */}
      {(profile) => (profile ? <ProfileEditors profile={profile} /> : <ProfileForm profile={null} />)}
    </OwnerSection>
  );
}
