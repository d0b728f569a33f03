'use server';

import { ownerAction, ownerFormAction } from '@/lib/actions/define';
import { experienceList } from '@/lib/experience/list';

export const createExperienceAction = ownerFormAction(experienceList.actions.create);
export const updateExperienceAction = ownerFormAction(experienceList.actions.update);
export const deleteExperienceAction = ownerAction(experienceList.actions.delete);
