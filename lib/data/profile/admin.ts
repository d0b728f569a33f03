import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import { moveRow } from '@/lib/data/lists';
import { asRow, asRows } from '@/lib/data/rows';
import { DataError, describeWriteError, type WriteFailure, type WriteResult } from '@/lib/data/write-result';
import type { MoveDirection } from '@/lib/lists/vocabulary';
import { PROFILE_FILES_BUCKET, PROFILE_TEXTS } from '@/lib/profile/vocabulary';
import { skillIdSchema, type ProfileInput, type SkillInput } from '@/lib/validation/profile';
import { PROFILE_CONSTRAINT_MESSAGES, PROFILE_SELECT, SKILL_SELECT, toProfile, toProfileRow, toSkill, toSkillRow, type Profile, type ProfileRow, type Skill, type SkillRow } from './model';

// The admin area's reads and writes of the profile and skills, with the caller's session.

const refused = (what: string) => (error: { code?: string; message: string }) =>
  describeWriteError(error, { forbidden: PROFILE_TEXTS.forbidden, constraints: PROFILE_CONSTRAINT_MESSAGES, failed: `The ${what} could not be saved` });

const forbidden: WriteFailure = { ok: false, reason: 'forbidden', message: PROFILE_TEXTS.forbidden };
const skillNotFound: WriteFailure = { ok: false, reason: 'not_found', message: PROFILE_TEXTS.skillNotFound };

export async function getProfile(db: SupabaseClient): Promise<Profile | null> {
  const { data, error } = await db.from('profile').select(PROFILE_SELECT).maybeSingle();
  if (error) throw new DataError('load the profile', error);
  const row = asRow<ProfileRow>(data);
  return row ? toProfile(row) : null;
}

export async function listSkills(db: SupabaseClient): Promise<Skill[]> {
  const { data, error } = await db.from('skills').select(SKILL_SELECT).order('display_order').order('created_at');
  if (error) throw new DataError('list skills', error);
  return asRows<SkillRow>(data).map(toSkill);
}

/**
 * Saves the profile (creates it in a project that has none). Then removes an uploaded CV the
 * profile no longer uses, so replacing or dropping it leaves no file behind.
 */
export async function saveProfile(db: SupabaseClient, input: ProfileInput): Promise<WriteResult<Profile>> {
  if (input.cvPath) {
    const folder = await db.storage.from(PROFILE_FILES_BUCKET).list('cv');
    const names = new Set((folder.data ?? []).map((file) => file.name.split('/').pop()));
    if (!names.has(input.cvPath.split('/').pop())) return { ok: false, reason: 'invalid', message: 'The CV file could not be found. Upload it again.' };
  }
  const { data, error } = await db.from('profile').upsert(toProfileRow(input)).select(PROFILE_SELECT);
  if (error) return refused('profile')(error);
  const row = asRows<ProfileRow>(data)[0];
  if (!row) return forbidden;
  const folder = await db.storage.from(PROFILE_FILES_BUCKET).list('cv');
  const unused = (folder.data ?? []).map((file) => `cv/${file.name.split('/').pop()}`).filter((path) => path !== row.cv_path);
  if (unused.length) {
    const { error: removeError } = await db.storage.from(PROFILE_FILES_BUCKET).remove(unused);
    if (removeError) console.error('[profile] removing an old CV failed:', removeError.message);
  }
  return { ok: true, value: toProfile(row) };
}

export async function createSkill(db: SupabaseClient, input: SkillInput): Promise<WriteResult<Skill>> {
  const { data, error } = await db.from('skills').insert([toSkillRow(input)]).select(SKILL_SELECT);
  if (error) return refused('skill')(error);
  const row = asRows<SkillRow>(data)[0];
  return row ? { ok: true, value: toSkill(row) } : forbidden;
}

/** RLS turns a refused update or delete into "0 rows", not an error: tell the two cases apart. */
async function refusedOrMissing(db: SupabaseClient, id: string): Promise<WriteFailure> {
  const { data } = await db.from('skills').select('id').eq('id', id).maybeSingle();
  return data ? forbidden : skillNotFound;
}

export async function updateSkill(db: SupabaseClient, id: string, input: SkillInput): Promise<WriteResult<Skill>> {
  if (!skillIdSchema.safeParse(id).success) return skillNotFound;
  const { data, error } = await db.from('skills').update(toSkillRow(input)).eq('id', id).select(SKILL_SELECT);
  if (error) return refused('skill')(error);
  const row = asRows<SkillRow>(data)[0];
  return row ? { ok: true, value: toSkill(row) } : refusedOrMissing(db, id);
}

export async function deleteSkill(db: SupabaseClient, id: string): Promise<WriteResult> {
  if (!skillIdSchema.safeParse(id).success) return skillNotFound;
  const { data, error } = await db.from('skills').delete().eq('id', id).select('id');
  if (error) return refused('skill')(error);
  return data.length > 0 ? { ok: true, value: undefined } : refusedOrMissing(db, id);
}

/** Swaps the skill with its neighbour (one transaction in the database). False at either end. */
export async function moveSkill(db: SupabaseClient, id: string, direction: MoveDirection): Promise<WriteResult<boolean>> {
  if (!skillIdSchema.safeParse(id).success) return skillNotFound;
  return moveRow(db, 'skills', id, direction, refused('skill'));
}
