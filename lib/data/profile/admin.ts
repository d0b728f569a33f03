import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import { DataError, describeWriteError, type WriteFailure, type WriteResult } from '@/lib/data/write-result';
import { PROFILE_FILES_BUCKET, PROFILE_LIMITS as L, PROFILE_MESSAGES } from '@/lib/profile/vocabulary';
import type { MoveDirection } from '@/lib/projects/vocabulary';
import { skillIdSchema, type ProfileInput, type SkillInput } from '@/lib/validation/profile';
import { PROFILE_SELECT, SKILL_SELECT, toProfile, toProfileRow, toSkill, toSkillRow, type Profile, type ProfileRow, type Skill, type SkillRow } from './model';

// The admin area's reads and writes of the profile and skills, with the caller's session.

/** Named CHECK constraints of public.profile and public.skills → what to fix (checked against the migration). */
export const PROFILE_CONSTRAINT_MESSAGES: Record<string, string> = {
  profile_single_row: 'There is only one profile.',
  profile_name_length: `Name must be 1 to ${L.name} characters`,
  profile_role_length: `Role must be 1 to ${L.role} characters`,
  profile_hero_heading_length: `Hero heading must be 1 to ${L.heroHeading} characters`,
  profile_intro_length: `Introduction must be 1 to ${L.intro} characters`,
  profile_description_length: `Description must be 1 to ${L.description} characters`,
  profile_contact_email_valid: 'Enter a valid email address, e.g. name@example.com',
  profile_code_url_valid: 'Code profile URL must be a valid http(s) URL',
  profile_network_url_valid: 'Professional profile URL must be a valid http(s) URL',
  profile_other_links_valid: `At most ${L.otherLinks} other links, each with a label and an http(s) or mailto: URL`,
  profile_stats_valid: `Exactly ${L.stats} stats, each with a value of at most ${L.statValue} and a label of at most ${L.statLabel} characters`,
  profile_section_intros_length: `Section introductions must be at most ${L.sectionIntro} characters`,
  profile_copyright_year_valid: 'Copyright year must be a year from 1990 to 2100, or empty for the current year',
  profile_cv_valid: 'The CV must be one uploaded PDF or one http(s) link',
  skills_title_length: `Title must be 1 to ${L.skillTitle} characters`,
  skills_description_length: `Description must be 1 to ${L.skillDescription} characters`,
  skills_icon_valid: 'Choose one of the icons',
  skills_color_valid: 'Choose one of the colours',
  skills_count: PROFILE_MESSAGES.skillsFull,
};

const refused = (what: string) => (error: { code?: string; message: string }) =>
  describeWriteError(error, { forbidden: PROFILE_MESSAGES.forbidden, constraints: PROFILE_CONSTRAINT_MESSAGES, failed: `The ${what} could not be saved` });

const forbidden: WriteFailure = { ok: false, reason: 'forbidden', message: PROFILE_MESSAGES.forbidden };
const skillNotFound: WriteFailure = { ok: false, reason: 'not_found', message: PROFILE_MESSAGES.skillNotFound };

export async function getProfile(db: SupabaseClient): Promise<Profile | null> {
  const { data, error } = await db.from('profile').select(PROFILE_SELECT).maybeSingle();
  if (error) throw new DataError('load the profile', error);
  return data ? toProfile(data as unknown as ProfileRow) : null;
}

export async function listSkills(db: SupabaseClient): Promise<Skill[]> {
  const { data, error } = await db.from('skills').select(SKILL_SELECT).order('display_order').order('created_at');
  if (error) throw new DataError('list skills', error);
  return (data as unknown as SkillRow[]).map(toSkill);
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
  const row = (data as unknown as ProfileRow[])[0];
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
  const row = (data as unknown as SkillRow[])[0];
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
  const row = (data as unknown as SkillRow[])[0];
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
  const { data, error } = await db.rpc('move_skill', { skill_id: id, direction });
  if (error) return refused('skill')(error);
  return { ok: true, value: data === true };
}
