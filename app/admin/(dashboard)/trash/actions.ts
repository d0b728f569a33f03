'use server';

import { ownerAction } from '@/lib/actions/define';
import { trashActions } from '@/lib/trash/trash';

export const restoreAction = ownerAction(trashActions.restore);
export const deleteForGoodAction = ownerAction(trashActions.deleteForGood);
