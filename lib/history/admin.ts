import 'server-only';
import { z } from 'zod';
import type { Db } from '@/lib/supabase/db';
import { revalidateTags } from '@/lib/data/revalidate';
import { DataError, type DbError, type WriteResult } from '@/lib/data/write-result';
import { experienceList } from '@/lib/experience/list';
import { postList } from '@/lib/posts/list';
import { PROFILE_TAG } from '@/lib/profile/public';
import { revalidateProjects } from '@/lib/projects/admin';
import { placeImages, removeUnusedImages } from '@/lib/projects/storage';
import type { StoredImage } from '@/lib/images/bucket';
import { serviceList } from '@/lib/services/list';
import { SERVICE_LABELS } from '@/lib/services/vocabulary';
import { skillList } from '@/lib/skills/list';
import { testimonialList } from '@/lib/testimonials/list';
import { lineDiff, labelOf, valueLines, type DiffLine } from './diff';
import { HISTORY_SECTIONS, HISTORY_TEXTS, PROFILE_ROW_ID, isHistoryTable, type HistoryTable } from './vocabulary';

// The owner's reads of an item's history and the restore, with the caller's session: row-level
// security shows revisions to the owner only, and restore_revision saves with the owner's rights.

type Row = Record<string, unknown>;

/** Per table: the item's name on its page, labels the domain has, what visitors read of it. */
type ItemKind = { title: (row: Row) => string; labels?: Record<string, string>; revalidate: () => void };

const text = (value: unknown) => (typeof value === 'string' ? value : '');

const ITEMS: Record<HistoryTable, ItemKind> = {
  projects: { title: (row) => text(row.title), revalidate: revalidateProjects },
  posts: { title: (row) => text(row.title), revalidate: postList.revalidate },
  services: {
    title: (row) => text(row.name),
    labels: { ...SERVICE_LABELS, price_amount: SERVICE_LABELS.amount, price_currency: SERVICE_LABELS.currency },
    revalidate: serviceList.revalidate,
  },
  testimonials: { title: (row) => `${text(row.author_name)}, ${text(row.company)}`, revalidate: testimonialList.revalidate },
  experience: { title: (row) => `${text(row.role)} at ${text(row.organisation)}`, revalidate: experienceList.revalidate },
  skills: { title: (row) => text(row.title), revalidate: skillList.revalidate },
  profile: { title: (row) => text(row.name), revalidate: () => revalidateTags(PROFILE_TAG) },
  // A client reads a proposal live, by its address: nothing cached to expire.
  proposals: { title: (row) => text(row.title), revalidate: () => {} },
};

/** What one save changed in a field: the lines of the version before it and of the one after. */
export type FieldChange = { field: string; label: string; lines: DiffLine[] };
export type Revision = { id: string; savedAt: string; changes: FieldChange[] };
export type ItemHistory = { table: HistoryTable; id: string; title: string; section: string; revisions: Revision[] };

const revisionIdSchema = z.uuid({ error: HISTORY_TEXTS.notFound });

/** The builder of a table named at run time: this module reads whole rows by id only. */
const rowOf = (db: Db, table: HistoryTable, id: string) =>
  (db.from(table) as unknown as { select(columns: '*'): { eq(column: 'id', value: string | boolean): { maybeSingle(): PromiseLike<{ data: Row | null; error: DbError | null }> } } })
    .select('*')
    .eq('id', table === 'profile' ? true : id)
    .maybeSingle();

/** Whether `id` can name an item of `table` (a uuid; the profile's is true). */
const isItemId = (table: HistoryTable, id: string) => (table === 'profile' ? id === PROFILE_ROW_ID : z.uuid().safeParse(id).success);

/** The fields that differ between two states, in `order` (the table's), as labelled line diffs (the ignored ones left out). */
function changesBetween(kind: ItemKind, before: Row, after: Row, ignored: ReadonlySet<string>, order: readonly string[]): FieldChange[] {
  const place = (field: string) => (order.includes(field) ? order.indexOf(field) : order.length);
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((field) => !ignored.has(field)).sort((a, b) => place(a) - place(b));
  return fields
    .filter((field) => JSON.stringify(before[field] ?? null) !== JSON.stringify(after[field] ?? null))
    .map((field) => ({ field, label: kind.labels?.[field] ?? labelOf(field), lines: lineDiff(valueLines(before[field]), valueLines(after[field])) }));
}

/**
 * An item's revisions, newest first, each with what the save after it changed (compared with the
 * next newer revision, the newest with the item as it is now); null for no such item. Throws on failure.
 */
export async function getItemHistory(db: Db, table: string, id: string): Promise<ItemHistory | null> {
  if (!isHistoryTable(table) || !isItemId(table, id)) return null;
  const kind = ITEMS[table];
  const revisionsOf = db.from('revisions').select('id, saved_at, state').eq('table_name', table);
  const [current, revisions, ignored] = await Promise.all([
    rowOf(db, table, id),
    // The profile's row_id is the text 'true': the local backend reads eq.true as a boolean, so
    // that one is matched as a pattern without wildcards (the same rows).
    (table === 'profile' ? revisionsOf.like('row_id', id) : revisionsOf.eq('row_id', id)).order('saved_at', { ascending: false }),
    db.rpc('history_ignored', { table_name: table }),
  ]);
  const error = current.error ?? revisions.error ?? ignored.error;
  if (error) throw new DataError('read the history', error);
  if (!current.data) return null;
  const skip = new Set(ignored.data ?? []);
  const newest: Row = table === 'proposals' ? { ...current.data, lines: await proposalLines(db, id) } : current.data;
  let newer = newest;
  const list = (revisions.data ?? []).map((revision) => {
    const state = revision.state as Row;
    // In the order of the table's columns (a stored state's keys are in jsonb's own order).
    const changes = changesBetween(kind, state, newer, skip, Object.keys(newest));
    newer = state;
    return { id: revision.id, savedAt: revision.saved_at, changes };
  });
  return { table, id, title: kind.title(current.data), section: HISTORY_SECTIONS[table], revisions: list };
}

/** A proposal's lines as its revisions hold them. */
async function proposalLines(db: Db, id: string): Promise<Row[]> {
  const { data, error } = await db.from('proposal_lines').select('service_id, description, quantity, unit_price').eq('proposal_id', id).order('position');
  if (error) throw new DataError('read the proposal lines', error);
  return data;
}

/** What the restore wrote to: the item, so its history and what visitors read of it are refreshed. */
export type Restored = { table: HistoryTable; id: string };

/**
 * Saves the revision's state back to its item (a new save, so the state it replaces becomes a
 * revision). Refusals in fixed words: a slug another item took since, an answered proposal.
 */
export async function restoreRevision(db: Db, revisionId: string): Promise<WriteResult<Restored>> {
  const notFound = { ok: false, reason: 'not_found', message: HISTORY_TEXTS.notFound } as const;
  if (!revisionIdSchema.safeParse(revisionId).success) return notFound;
  const { data: revision, error: readError } = await db.from('revisions').select('table_name, row_id').eq('id', revisionId).maybeSingle();
  if (readError) return failed(readError);
  if (!revision || !isHistoryTable(revision.table_name)) return notFound;
  const { data: restored, error } = await db.rpc('restore_revision', { revision_id: revisionId });
  if (error) return failed(error);
  if (!restored) return notFound;
  const table = revision.table_name;
  if (table === 'projects') await placeRestoredImages(db, revision.row_id);
  return { ok: true, value: { table, id: revision.row_id } };
}

function failed(error: DbError): WriteResult<never> {
  if (error.code === '42501') return { ok: false, reason: 'forbidden', message: HISTORY_TEXTS.forbidden };
  if (error.code === '23505') return { ok: false, reason: 'invalid', message: HISTORY_TEXTS.slugTaken };
  if (/"proposals_frozen"/.test(error.message)) return { ok: false, reason: 'invalid', message: HISTORY_TEXTS.frozen };
  console.error('[history] restore failed:', error.message);
  return { ok: false, reason: 'failed', message: HISTORY_TEXTS.failed };
}

/**
 * A restored project may be back to another visibility: its files move to the bucket that calls
 * for, as after a form's save (a revision's files are kept in the project's current bucket).
 */
async function placeRestoredImages(db: Db, id: string) {
  const { data } = await db.from('projects').select('visibility, images').eq('id', id).maybeSingle();
  if (!data) return;
  const images = (Array.isArray(data.images) ? data.images : []) as StoredImage[];
  const placement = await placeImages(db, id, data.visibility, images);
  if ('ok' in placement) return;
  await removeUnusedImages(db, id, images, data.visibility);
}

/** After a restore, from an action: expire what visitors read of the item. */
export const revalidateRestored = ({ table }: Restored) => ITEMS[table].revalidate();

export { revisionIdSchema };
