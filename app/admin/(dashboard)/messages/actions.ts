'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { ownerAction } from '@/lib/actions/define';
import { deleteMessage, markMessage } from '@/lib/messages/admin';
import { INBOX_TEXTS } from '@/lib/messages/vocabulary';

const messageId = z.uuid({ error: 'Not a valid message id' });

// The unread count is on every admin page (the section link), so the whole area refreshes.
const revalidateInbox = () => revalidatePath('/admin', 'layout');

/** Opening a message marks it read; "Mark as unread" takes it back. */
export const markMessageAction = ownerAction({
  schema: z.object({ id: messageId, isRead: z.boolean() }),
  forbidden: INBOX_TEXTS.forbidden,
  invalid: INBOX_TEXTS.notFound,
  write: ({ id, isRead }, { db }) => markMessage(db, id, isRead),
  revalidate: () => revalidateInbox(),
  success: (_, { isRead }) => (isRead ? INBOX_TEXTS.markedRead : INBOX_TEXTS.markedUnread),
});

export const deleteMessageAction = ownerAction({
  schema: messageId,
  forbidden: INBOX_TEXTS.forbidden,
  invalid: INBOX_TEXTS.deleteFailed,
  failure: INBOX_TEXTS.deleteFailed,
  write: (id, { db }) => deleteMessage(db, id),
  revalidate: () => revalidateInbox(),
  success: INBOX_TEXTS.deleted,
});
