'use server';

import { ownerFormAction } from '@/lib/actions/define';
import { saveProfile } from '@/lib/profile/admin';
import { revalidateTags } from '@/lib/data/revalidate';
import { PROFILE_TEXTS } from '@/lib/profile/vocabulary';
import { profileSchema } from '@/lib/profile/schema';
import { PROFILE_TAG } from '@/lib/profile/public';

export const saveProfileAction = ownerFormAction({
  schema: profileSchema,
  forbidden: PROFILE_TEXTS.forbidden,
  write: (input, { db }) => saveProfile(db, input),
  revalidate: () => revalidateTags(PROFILE_TAG),
  success: PROFILE_TEXTS.profileSaved,
});
