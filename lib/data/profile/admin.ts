import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import { asRow, asRows } from '@/lib/data/rows';
import { DataError, describeWriteError, type DbError, type WriteFailure, type WriteResult } from '@/lib/data/write-result';
import { PROFILE_FILES_BUCKET, PROFILE_TEXTS } from '@/lib/profile/vocabulary';
import type { ProfileInput } from '@/lib/validation/profile';
import { PROFILE_CONSTRAINT_MESSAGES, PROFILE_SELECT, toProfile, toProfileRow, type Profile, type ProfileRow } from './model';

// The admin area's read and write of the profile, with the caller's session.

const refused = (error: DbError) =>
  describeWriteError(error, { forbidden: PROFILE_TEXTS.forbidden, constraints: PROFILE_CONSTRAINT_MESSAGES, failed: 'The profile could not be saved' });

const forbidden: WriteFailure = { ok: false, reason: 'forbidden', message: PROFILE_TEXTS.forbidden };

export async function getProfile(db: SupabaseClient): Promise<Profile | null> {
  const { data, error } = await db.from('profile').select(PROFILE_SELECT).maybeSingle();
  if (error) throw new DataError('load the profile', error);
  const row = asRow<ProfileRow>(data);
  return row ? toProfile(row) : null;
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
  if (error) return refused(error);
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
