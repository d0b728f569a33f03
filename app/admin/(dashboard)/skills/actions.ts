'use server';

import { ownerAction, ownerFormAction } from '@/lib/actions/define';
import { createSkill, deleteSkill, moveSkill, updateSkill } from '@/lib/data/profile/admin';
import { revalidateOwnerPages } from '@/lib/data/revalidate';
import { LIST_TEXTS } from '@/lib/lists/vocabulary';
import { PROFILE_TEXTS } from '@/lib/profile/vocabulary';
import { moveSchema } from '@/lib/validation/lists';
import { editedSkillSchema, skillIdSchema, skillSchema } from '@/lib/validation/profile';

export const createSkillAction = ownerFormAction({
  schema: skillSchema,
  forbidden: PROFILE_TEXTS.forbidden,
  write: (input, { db }) => createSkill(db, input),
  revalidate: () => revalidateOwnerPages(),
  success: PROFILE_TEXTS.skillAdded,
});

export const updateSkillAction = ownerFormAction({
  schema: editedSkillSchema,
  hidden: ['skillId'],
  forbidden: PROFILE_TEXTS.forbidden,
  write: ({ skillId, ...input }, { db }) => updateSkill(db, skillId, input),
  revalidate: () => revalidateOwnerPages(),
  success: PROFILE_TEXTS.skillUpdated,
});

export const deleteSkillAction = ownerAction({
  schema: skillIdSchema,
  forbidden: PROFILE_TEXTS.forbidden,
  invalid: PROFILE_TEXTS.skillDeleteFailed,
  failure: PROFILE_TEXTS.skillDeleteFailed,
  write: (id, { db }) => deleteSkill(db, id),
  revalidate: () => revalidateOwnerPages(),
  success: PROFILE_TEXTS.skillDeleted,
});

export const moveSkillAction = ownerAction({
  schema: moveSchema,
  forbidden: PROFILE_TEXTS.forbidden,
  invalid: LIST_TEXTS.moveImpossible,
  write: ({ id, direction }, { db }) => moveSkill(db, id, direction),
  revalidate: (moved) => moved && revalidateOwnerPages(),
  success: (moved) => (moved ? PROFILE_TEXTS.skillMoved : LIST_TEXTS.atEnd),
});
