import 'server-only';
import type { Db } from '@/lib/supabase/db';
import { DataError, describeWriteError, type DbError, type WriteFailure, type WriteResult } from '@/lib/data/write-result';
import { EXPERIENCE_TEXTS } from '@/lib/experience/vocabulary';
import { experienceIdSchema, type ExperienceInput } from '@/lib/experience/schema';
import { EXPERIENCE_CONSTRAINT_MESSAGES, EXPERIENCE_SELECT, toExperience, toExperienceRow, type Experience } from './model';

// The admin area's reads and writes of the career history, with the caller's session. Entries
// are ordered by their dates, not by hand: a timeline has a natural order.

const refused = (error: DbError) =>
  describeWriteError(error, { forbidden: EXPERIENCE_TEXTS.forbidden, constraints: EXPERIENCE_CONSTRAINT_MESSAGES, failed: 'The entry could not be saved' });

const forbidden: WriteFailure = { ok: false, reason: 'forbidden', message: EXPERIENCE_TEXTS.forbidden };
const notFound: WriteFailure = { ok: false, reason: 'not_found', message: EXPERIENCE_TEXTS.notFound };

/** Newest first, as the home page shows them. Throws on failure. */
export async function listExperience(db: Db): Promise<Experience[]> {
  const { data, error } = await db
    .from('experience')
    .select(EXPERIENCE_SELECT)
    .order('is_current', { ascending: false })
    .order('start_month', { ascending: false })
    .order('created_at', { ascending: false });
  if (error) throw new DataError('list experience', error);
  return data.map(toExperience);
}

/** RLS turns a refused update or delete into "0 rows", not an error: tell the two cases apart. */
async function refusedOrMissing(db: Db, id: string): Promise<WriteFailure> {
  const { data } = await db.from('experience').select('id').eq('id', id).maybeSingle();
  return data ? forbidden : notFound;
}

export async function createExperience(db: Db, input: ExperienceInput): Promise<WriteResult<Experience>> {
  const { data, error } = await db.from('experience').insert([toExperienceRow(input)]).select(EXPERIENCE_SELECT);
  if (error) return refused(error);
  const row = data[0];
  return row ? { ok: true, value: toExperience(row) } : forbidden;
}

export async function updateExperience(db: Db, id: string, input: ExperienceInput): Promise<WriteResult<Experience>> {
  if (!experienceIdSchema.safeParse(id).success) return notFound;
  const { data, error } = await db.from('experience').update(toExperienceRow(input)).eq('id', id).select(EXPERIENCE_SELECT);
  if (error) return refused(error);
  const row = data[0];
  return row ? { ok: true, value: toExperience(row) } : refusedOrMissing(db, id);
}

export async function deleteExperience(db: Db, id: string): Promise<WriteResult> {
  if (!experienceIdSchema.safeParse(id).success) return notFound;
  const { data, error } = await db.from('experience').delete().eq('id', id).select('id');
  if (error) return refused(error);
  return data.length > 0 ? { ok: true, value: undefined } : refusedOrMissing(db, id);
}
