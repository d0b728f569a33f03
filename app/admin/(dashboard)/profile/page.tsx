import type { Metadata } from 'next';
import { HistoryLink } from '@/components/admin/list-editor';
import { OwnerSection } from '@/components/admin/owner-section';
import { PROFILE_ROW_ID } from '@/lib/history/vocabulary';
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
      {(profile) =>
        profile ? (
          <>
            <div className="mb-4 flex justify-end">
              <HistoryLink table="profile" id={PROFILE_ROW_ID} name="the profile" />
            </div>
            <ProfileEditors profile={profile} />
          </>
        ) : (
          <ProfileForm profile={null} />
        )
      }
    </OwnerSection>
  );
}
