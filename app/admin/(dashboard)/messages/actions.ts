'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { ownerAction, ownerFormAction } from '@/lib/actions/define';
import { deleteMessage, markMessage, updateLead } from '@/lib/messages/admin';
import { leadSchema, toLeadChanges } from '@/lib/messages/lead-schema';
import { INBOX_TEXTS } from '@/lib/messages/vocabulary';

const messageId = z.uuid({ error: 'Not a valid message id' });

// The unread and due counts are on every admin page (the section link), so the whole area refreshes.
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

/** The owner's pipeline of a lead: its stage (a change is dated in its history), value, follow-up and notes. */
export const updateLeadAction = ownerFormAction({
  schema: leadSchema,
  hidden: ['id'],
  forbidden: INBOX_TEXTS.forbidden,
  write: (lead, { db }) => updateLead(db, lead.id, toLeadChanges(lead)),
  revalidate: () => revalidateInbox(),
  success: INBOX_TEXTS.leadSaved,
});
