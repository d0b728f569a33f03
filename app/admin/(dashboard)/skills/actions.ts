'use server';

import { ownerAction, ownerFormAction } from '@/lib/actions/define';
import { revalidateTags } from '@/lib/data/revalidate';
import { createSkill, deleteSkill, moveSkill, updateSkill, editedSkillSchema, skillIdSchema, skillSchema, SKILLS_TAG } from '@/lib/skills/data';
import { LIST_TEXTS } from '@/lib/lists/vocabulary';
import { SKILL_TEXTS } from '@/lib/skills/vocabulary';
import { moveSchema } from '@/lib/lists/schema';

export const createSkillAction = ownerFormAction({
  schema: skillSchema,
  forbidden: SKILL_TEXTS.forbidden,
  write: (input, { db }) => createSkill(db, input),
  revalidate: () => revalidateTags(SKILLS_TAG),
  success: SKILL_TEXTS.added,
});

export const updateSkillAction = ownerFormAction({
  schema: editedSkillSchema,
  hidden: ['skillId'],
  forbidden: SKILL_TEXTS.forbidden,
  write: ({ skillId, ...input }, { db }) => updateSkill(db, skillId, input),
  revalidate: () => revalidateTags(SKILLS_TAG),
  success: SKILL_TEXTS.updated,
});

export const deleteSkillAction = ownerAction({
  schema: skillIdSchema,
  forbidden: SKILL_TEXTS.forbidden,
  invalid: SKILL_TEXTS.deleteFailed,
  failure: SKILL_TEXTS.deleteFailed,
  write: (id, { db }) => deleteSkill(db, id),
  revalidate: () => revalidateTags(SKILLS_TAG),
  success: SKILL_TEXTS.deleted,
});

/** Swaps a skill with its neighbour; at either end nothing changes and nothing is refreshed. */
export const moveSkillAction = ownerAction({
  schema: moveSchema,
  forbidden: SKILL_TEXTS.forbidden,
  invalid: LIST_TEXTS.moveImpossible,
  write: ({ id, direction }, { db }) => moveSkill(db, id, direction),
  revalidate: (moved) => moved && revalidateTags(SKILLS_TAG),
  success: (moved) => (moved ? SKILL_TEXTS.moved : LIST_TEXTS.atEnd),
});
