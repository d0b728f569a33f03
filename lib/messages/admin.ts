import 'server-only';
import type { Db } from '@/lib/supabase/db';
import type { TablesUpdate } from '@/lib/supabase/database.types';
import { DataError, describeWriteError, type DbError, type WriteFailure, type WriteResult } from '@/lib/data/write-result';
import { INBOX_TEXTS, OPEN_STAGES, utcToday, type Stage } from '@/lib/messages/vocabulary';
import {
  MESSAGE_CONSTRAINT_MESSAGES,
  MESSAGE_SELECT,
  STAGE_CHANGE_SELECT,
  toMessage,
  toStageChange,
  type LeadChanges,
  type Message,
  type MessageRow,
  type StageChange,
} from './model';

// The owner's inbox, with the caller's session: row-level security shows and changes messages,
// and their stage history, for owners only.

const notFound: WriteFailure = { ok: false, reason: 'not_found', message: INBOX_TEXTS.notFound };

const refused = (error: DbError) =>
  describeWriteError(error, { forbidden: INBOX_TEXTS.forbidden, constraints: MESSAGE_CONSTRAINT_MESSAGES, failed: 'The message could not be changed' });

/** Which leads the inbox shows, and in what order: newest first, or the nearest follow-up first. */
export type InboxView = { stage?: Stage; sort?: 'newest' | 'follow-up' };

/** Each message's stage changes, oldest first. */
async function historyOf(db: Db, ids: string[]): Promise<Map<string, StageChange[]>> {
  const history = new Map<string, StageChange[]>();
  if (ids.length === 0) return history;
  const { data, error } = await db.from('message_stage_changes').select(STAGE_CHANGE_SELECT).in('message_id', ids).order('changed_at');
  if (error) throw new DataError('read the stage history', error);
  for (const row of data) history.set(row.message_id, [...(history.get(row.message_id) ?? []), toStageChange(row)]);
  return history;
}

const withHistory = async (db: Db, rows: MessageRow[]) => {
  const history = await historyOf(db, rows.map((row) => row.id));
  return rows.map((row) => toMessage(row, history.get(row.id)));
};

/** The latest 500 messages in the view, each with its stage history. */
export async function listMessages(db: Db, { stage, sort = 'newest' }: InboxView = {}): Promise<Message[]> {
  let query = db.from('messages').select(MESSAGE_SELECT);
  if (stage) query = query.eq('stage', stage);
  if (sort === 'follow-up') query = query.order('follow_up_on', { ascending: true, nullsFirst: false });
  const { data, error } = await query.order('created_at', { ascending: false }).limit(500);
  if (error) throw new DataError('list messages', error);
  return withHistory(db, data);
}

const PAGE = 1000;

/** Every message, newest first, for the CSV export. */
export async function listAllMessages(db: Db): Promise<Message[]> {
  const rows: MessageRow[] = [];
  // The API answers at most 1000 rows a request: read page by page.
  for (let from = 0; ; from += PAGE) {
    const { data, error } = await db
      .from('messages')
      .select(MESSAGE_SELECT)
      .order('created_at', { ascending: false })
      .order('id')
      .range(from, from + PAGE - 1);
    if (error) throw new DataError('export leads', error);
    rows.push(...data);
    if (data.length < PAGE) break;
  }
  // The history's ids go in the address: ask for it a page of leads at a time.
  const messages: Message[] = [];
  for (let from = 0; from < rows.length; from += 100) messages.push(...(await withHistory(db, rows.slice(from, from + 100))));
  return messages;
}

/**
 * A head-only count, or 0 when it fails (logged). A HEAD answer has no body, so a refusal's
 * message can be empty: the log names the status too.
 */
async function countOrZero(what: string, query: PromiseLike<{ count: number | null; error: { message: string; code?: string } | null; status: number }>): Promise<number> {
  const { count, error, status } = await query;
  if (error) {
    console.error(`[messages] counting ${what} failed (HTTP ${status}):`, error.message || error.code || 'no details');
    return 0;
  }
  return count ?? 0;
}

/** How many messages nobody has opened yet; 0 when the caller may not read any. */
export const countUnreadMessages = (db: Db) => countOrZero('unread', db.from('messages').select('id', { count: 'exact', head: true }).is('read_at', null));

/** How many open leads have a follow-up on or before `day` (today, UTC); 0 when the caller may not read any. */
export const countDueFollowUps = (db: Db, day = utcToday()) =>
  countOrZero(
    'follow-ups',
    db
      .from('messages')
      .select('id', { count: 'exact', head: true })
      .lte('follow_up_on', day)
      .in('stage', [...OPEN_STAGES]),
  );

async function changeMessage(db: Db, id: string, changes: TablesUpdate<'messages'>): Promise<WriteResult<Message>> {
  const { data, error } = await db.from('messages').update(changes).eq('id', id).select(MESSAGE_SELECT);
  if (error) return refused(error);
  const row = data[0];
  if (!row) return notFound;
  return { ok: true, value: (await withHistory(db, [row]))[0]! };
}

export const markMessage = (db: Db, id: string, isRead: boolean) => changeMessage(db, id, { read_at: isRead ? new Date().toISOString() : null });

/** The owner's pipeline fields of a lead; a changed stage adds to its history (the database's trigger). */
export const updateLead = (db: Db, id: string, lead: LeadChanges) =>
  changeMessage(db, id, {
    stage: lead.stage,
    value_amount: lead.value === null ? null : Number(lead.value.amount),
    value_currency: lead.value?.currency ?? null,
    follow_up_on: lead.followUpOn,
    notes: lead.notes,
  });

export async function deleteMessage(db: Db, id: string): Promise<WriteResult> {
  const { data, error } = await db.from('messages').delete().eq('id', id).select('id');
  if (error) return refused(error);
  return data.length > 0 ? { ok: true, value: undefined } : notFound;
}
