'use server';

import { ownerFormAction } from '@/lib/actions/define';
import { saveProfile } from '@/lib/profile/admin';
import { CACHE_TAGS } from '@/lib/data/cache';
import { revalidateTags } from '@/lib/data/revalidate';
import { PROFILE_TEXTS } from '@/lib/profile/vocabulary';
import { profileSchema } from '@/lib/profile/schema';

export const saveProfileAction = ownerFormAction({
  schema: profileSchema,
  forbidden: PROFILE_TEXTS.forbidden,
  write: (input, { db }) => saveProfile(db, input),
  revalidate: () => revalidateTags(CACHE_TAGS.profile),
  success: PROFILE_TEXTS.profileSaved,
});
