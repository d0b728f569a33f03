'use server';

import { ownerAction, ownerFormAction } from '@/lib/actions/define';
import { createExperience, deleteExperience, updateExperience } from '@/lib/experience/admin';
import { revalidateTags } from '@/lib/data/revalidate';
import { EXPERIENCE_TEXTS } from '@/lib/experience/vocabulary';
import { editedExperienceSchema, experienceIdSchema, experienceSchema } from '@/lib/experience/schema';
import { EXPERIENCE_TAG } from '@/lib/experience/public';

export const createExperienceAction = ownerFormAction({
  schema: experienceSchema,
  forbidden: EXPERIENCE_TEXTS.forbidden,
  write: (input, { db }) => createExperience(db, input),
  revalidate: () => revalidateTags(EXPERIENCE_TAG),
  success: EXPERIENCE_TEXTS.added,
});

export const updateExperienceAction = ownerFormAction({
  schema: editedExperienceSchema,
  hidden: ['experienceId'],
  forbidden: EXPERIENCE_TEXTS.forbidden,
  write: ({ experienceId, ...input }, { db }) => updateExperience(db, experienceId, input),
  revalidate: () => revalidateTags(EXPERIENCE_TAG),
  success: EXPERIENCE_TEXTS.updated,
});

export const deleteExperienceAction = ownerAction({
  schema: experienceIdSchema,
  forbidden: EXPERIENCE_TEXTS.forbidden,
  invalid: EXPERIENCE_TEXTS.deleteFailed,
  failure: EXPERIENCE_TEXTS.deleteFailed,
  write: (id, { db }) => deleteExperience(db, id),
  revalidate: () => revalidateTags(EXPERIENCE_TAG),
  success: EXPERIENCE_TEXTS.deleted,
});
