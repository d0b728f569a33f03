'use server';

import { revalidatePath } from 'next/cache';
import { ownerAction } from '@/lib/actions/define';
import { restoreRevision, revalidateRestored, revisionIdSchema } from '@/lib/history/admin';
import { HISTORY_TEXTS, historyHref } from '@/lib/history/vocabulary';

/** Restores a revision as a new save; the item's public reads and its history page are refreshed. */
export const restoreRevisionAction = ownerAction({
  schema: revisionIdSchema,
  invalid: HISTORY_TEXTS.notFound,
  forbidden: HISTORY_TEXTS.forbidden,
  write: (id, { db }) => restoreRevision(db, id),
  revalidate: (restored) => {
    revalidateRestored(restored);
    revalidatePath(historyHref(restored.table, restored.id));
  },
  success: HISTORY_TEXTS.restored,
});
