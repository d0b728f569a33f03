'use server';

import { ownerAction, ownerFormAction } from '@/lib/actions/define';
import { skillList } from '@/lib/skills/list';

export const createSkillAction = ownerFormAction(skillList.actions.create);
export const updateSkillAction = ownerFormAction(skillList.actions.update);
export const deleteSkillAction = ownerAction(skillList.actions.delete);
/** Swaps a skill with its neighbour; at either end nothing changes and nothing is refreshed. */
export const moveSkillAction = ownerAction(skillList.actions.move);
