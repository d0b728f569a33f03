'use server';

import { ownerAction, ownerFormAction, ownerReadAction } from '@/lib/actions/define';
import { saveProfile } from '@/lib/profile/admin';
import { revalidateTags } from '@/lib/data/revalidate';
import { EXPERIENCE_TAG } from '@/lib/experience/list';
import { PROFILE_TEXTS } from '@/lib/profile/vocabulary';
import { profileSchema } from '@/lib/profile/schema';
import { PROFILE_TAG } from '@/lib/profile/public';
import { checkResume, importResume, setResumeOffered } from '@/lib/resume/admin';
import { resumeFileSchema, resumeSwitchSchema } from '@/lib/resume/schema';
import { RESUME_TEXTS } from '@/lib/resume/vocabulary';
import { SKILLS_TAG } from '@/lib/skills/list';

export const saveProfileAction = ownerFormAction({
  schema: profileSchema,
  forbidden: PROFILE_TEXTS.forbidden,
  write: (input, { db }) => saveProfile(db, input),
  revalidate: () => revalidateTags(PROFILE_TAG),
  success: PROFILE_TEXTS.profileSaved,
});

/** What importing a resume.json would change, or why it cannot be imported. Writes nothing. */
export const previewResumeAction = ownerReadAction({
  schema: resumeFileSchema,
  forbidden: RESUME_TEXTS.forbidden,
  read: async ({ text }, { db }) => {
    const checked = await checkResume(db, text);
    return checked.ok ? { preview: checked.value.preview, problems: [] } : { preview: null, message: checked.message, problems: checked.problems };
  },
});

/** The same file again, checked again and written in one transaction. */
export const importResumeAction = ownerAction({
  schema: resumeFileSchema,
  forbidden: RESUME_TEXTS.forbidden,
  invalid: RESUME_TEXTS.tooLarge,
  write: ({ text }, { db }) => importResume(db, text),
  revalidate: () => revalidateTags(PROFILE_TAG, EXPERIENCE_TAG, SKILLS_TAG),
  success: RESUME_TEXTS.imported,
});

export const setResumeOfferedAction = ownerAction({
  schema: resumeSwitchSchema,
  forbidden: RESUME_TEXTS.forbidden,
  invalid: 'Choose whether to offer resume.json',
  write: ({ offered }, { db }) => setResumeOffered(db, offered),
  revalidate: () => revalidateTags(PROFILE_TAG),
  success: (offered) => (offered ? RESUME_TEXTS.offered : RESUME_TEXTS.withdrawn),
});
