'use server';

import { ownerAction, ownerFormAction } from '@/lib/actions/define';
import { createSkill, deleteSkill, moveSkill, updateSkill } from '@/lib/data/profile/admin';
import { revalidateOwnerPages } from '@/lib/data/revalidate';
import { PROFILE_MESSAGES } from '@/lib/profile/vocabulary';
import { editedSkillSchema, moveSkillSchema, skillIdSchema, skillSchema } from '@/lib/validation/profile';

export const createSkillAction = ownerFormAction({
  schema: skillSchema,
  forbidden: PROFILE_MESSAGES.forbidden,
  write: (input, { db }) => createSkill(db, input),
  revalidate: () => revalidateOwnerPages(),
  success: PROFILE_MESSAGES.skillAdded,
});

export const updateSkillAction = ownerFormAction({
  schema: editedSkillSchema,
  hidden: ['skillId'],
  forbidden: PROFILE_MESSAGES.forbidden,
  write: ({ skillId, ...input }, { db }) => updateSkill(db, skillId, input),
  revalidate: () => revalidateOwnerPages(),
  success: PROFILE_MESSAGES.skillUpdated,
});

export const deleteSkillAction = ownerAction({
  schema: skillIdSchema,
  forbidden: PROFILE_MESSAGES.forbidden,
  invalid: PROFILE_MESSAGES.skillDeleteFailed,
  failure: PROFILE_MESSAGES.skillDeleteFailed,
  write: (id, { db }) => deleteSkill(db, id),
  revalidate: () => revalidateOwnerPages(),
  success: PROFILE_MESSAGES.skillDeleted,
});

export const moveSkillAction = ownerAction({
  schema: moveSkillSchema,
  forbidden: PROFILE_MESSAGES.forbidden,
  invalid: PROFILE_MESSAGES.moveImpossible,
  write: ({ id, direction }, { db }) => moveSkill(db, id, direction),
  revalidate: (moved) => moved && revalidateOwnerPages(),
  success: (moved) => (moved ? PROFILE_MESSAGES.skillMoved : PROFILE_MESSAGES.atEnd),
});
