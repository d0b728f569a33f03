'use server';

import { ownerAction, ownerFormAction } from '@/lib/actions/define';
import { awardList } from '@/lib/awards/list';

export const createAwardAction = ownerFormAction(awardList.actions.create);
export const updateAwardAction = ownerFormAction(awardList.actions.update);
export const deleteAwardAction = ownerAction(awardList.actions.delete);
export const moveAwardAction = ownerAction(awardList.actions.move);
