import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import { moveRow } from '@/lib/data/lists';
import { asRows } from '@/lib/data/rows';
import { DataError, describeWriteError, type DbError, type WriteFailure, type WriteResult } from '@/lib/data/write-result';
import type { MoveDirection } from '@/lib/lists/vocabulary';
import { SKILL_TEXTS } from '@/lib/skills/vocabulary';
import { skillIdSchema, type SkillInput } from '@/lib/skills/schema';
import { SKILL_CONSTRAINT_MESSAGES, SKILL_SELECT, toSkill, toSkillRow, type Skill, type SkillRow } from './model';

// The admin area's reads and writes of the skills, with the caller's session: row-level
// security decides what the caller may do, not this code. Nothing here is cached.

const refused = (error: DbError) =>
  describeWriteError(error, { forbidden: SKILL_TEXTS.forbidden, constraints: SKILL_CONSTRAINT_MESSAGES, failed: 'The skill could not be saved' });

const forbidden: WriteFailure = { ok: false, reason: 'forbidden', message: SKILL_TEXTS.forbidden };
const notFound: WriteFailure = { ok: false, reason: 'not_found', message: SKILL_TEXTS.notFound };

/** In display order. Throws on failure. */
export async function listSkills(db: SupabaseClient): Promise<Skill[]> {
  const { data, error } = await db.from('skills').select(SKILL_SELECT).order('display_order').order('created_at');
  if (error) throw new DataError('list skills', error);
  return asRows<SkillRow>(data).map(toSkill);
}

/** RLS turns a refused update or delete into "0 rows", not an error: tell the two cases apart. */
async function refusedOrMissing(db: SupabaseClient, id: string): Promise<WriteFailure> {
  const { data } = await db.from('skills').select('id').eq('id', id).maybeSingle();
  return data ? forbidden : notFound;
}

/** Adds a skill at the end of the list (the database fills in the order). */
export async function createSkill(db: SupabaseClient, input: SkillInput): Promise<WriteResult<Skill>> {
  const { data, error } = await db.from('skills').insert([toSkillRow(input)]).select(SKILL_SELECT);
  if (error) return refused(error);
  const row = asRows<SkillRow>(data)[0];
  return row ? { ok: true, value: toSkill(row) } : forbidden;
}

export async function updateSkill(db: SupabaseClient, id: string, input: SkillInput): Promise<WriteResult<Skill>> {
  if (!skillIdSchema.safeParse(id).success) return notFound;
  const { data, error } = await db.from('skills').update(toSkillRow(input)).eq('id', id).select(SKILL_SELECT);
  if (error) return refused(error);
  const row = asRows<SkillRow>(data)[0];
  return row ? { ok: true, value: toSkill(row) } : refusedOrMissing(db, id);
}

export async function deleteSkill(db: SupabaseClient, id: string): Promise<WriteResult> {
  if (!skillIdSchema.safeParse(id).success) return notFound;
  const { data, error } = await db.from('skills').delete().eq('id', id).select('id');
  if (error) return refused(error);
  return data.length > 0 ? { ok: true, value: undefined } : refusedOrMissing(db, id);
}

/** Swaps the skill with its neighbour (one transaction in the database). False at either end. */
export async function moveSkill(db: SupabaseClient, id: string, direction: MoveDirection): Promise<WriteResult<boolean>> {
  if (!skillIdSchema.safeParse(id).success) return notFound;
  return moveRow(db, 'skills', id, direction, refused);
}
