import 'server-only';
import type { Db } from '@/lib/supabase/db';
import { DataError, describeWriteError, type DbError, type WriteFailure, type WriteResult } from '@/lib/data/write-result';
import { INBOX_TEXTS } from '@/lib/messages/vocabulary';
import { MESSAGE_CONSTRAINT_MESSAGES, MESSAGE_SELECT, toMessage, type Message } from './model';

// The owner's inbox, with the caller's session: row-level security shows and changes
// messages for owners only.

const notFound: WriteFailure = { ok: false, reason: 'not_found', message: INBOX_TEXTS.notFound };

const refused = (error: DbError) =>
  describeWriteError(error, { forbidden: INBOX_TEXTS.forbidden, constraints: MESSAGE_CONSTRAINT_MESSAGES, failed: 'The message could not be changed' });

/** Newest first. */
export async function listMessages(db: Db): Promise<Message[]> {
  const { data, error } = await db.from('messages').select(MESSAGE_SELECT).order('created_at', { ascending: false }).limit(500);
  if (error) throw new DataError('list messages', error);
  return data.map(toMessage);
}

/** How many messages nobody has opened yet; 0 when the caller may not read any. */
export async function countUnreadMessages(db: Db): Promise<number> {
  const { count, error } = await db.from('messages').select('id', { count: 'exact', head: true }).is('read_at', null);
  if (error) {
    console.error('[messages] counting unread failed:', error.message);
    return 0;
  }
  return count ?? 0;
}

export async function markMessage(db: Db, id: string, isRead: boolean): Promise<WriteResult<Message>> {
  const { data, error } = await db
    .from('messages')
    .update({ read_at: isRead ? new Date().toISOString() : null })
    .eq('id', id)
    .select(MESSAGE_SELECT);
  if (error) return refused(error);
  const row = data[0];
  return row ? { ok: true, value: toMessage(row) } : notFound;
}

export async function deleteMessage(db: Db, id: string): Promise<WriteResult> {
  const { data, error } = await db.from('messages').delete().eq('id', id).select('id');
  if (error) return refused(error);
  return data.length > 0 ? { ok: true, value: undefined } : notFound;
}
