import 'server-only';
import type { Db } from '@/lib/supabase/db';
import { removeUnusedFiles, storedFiles } from '@/lib/data/storage';
import { DataError, describeWriteError, type DbError, type WriteFailure, type WriteResult } from '@/lib/data/write-result';
import { PEOPLE_BUCKET } from '@/lib/people/photos';
import { PROFILE_FILES_BUCKET, PROFILE_TEXTS } from '@/lib/profile/vocabulary';
import type { ProfileInput } from '@/lib/profile/schema';
import { PROFILE_CONSTRAINT_MESSAGES, PROFILE_SELECT, toProfile, toProfileRow, type Profile } from './model';

// The admin area's read and write of the profile, with the caller's session.

const refused = (error: DbError) =>
  describeWriteError(error, { forbidden: PROFILE_TEXTS.forbidden, constraints: PROFILE_CONSTRAINT_MESSAGES, failed: 'The profile could not be saved' });

const forbidden: WriteFailure = { ok: false, reason: 'forbidden', message: PROFILE_TEXTS.forbidden };

export async function getProfile(db: Db): Promise<Profile | null> {
  const { data, error } = await db.from('profile').select(PROFILE_SELECT).maybeSingle();
  if (error) throw new DataError('load the profile', error);
  return data ? toProfile(data) : null;
}

/**
 * Saves the profile (creates it in a project that has none). Then removes an uploaded CV or
 * portrait the profile no longer uses, so replacing or dropping one leaves no file behind.
 */
export async function saveProfile(db: Db, input: ProfileInput): Promise<WriteResult<Profile>> {
  if (input.cvPath && !(await storedFiles(db, PROFILE_FILES_BUCKET, 'cv')).includes(input.cvPath)) {
    return { ok: false, reason: 'invalid', message: 'The CV file could not be found. Upload it again.' };
  }
  if (input.photoPath && !(await storedFiles(db, PEOPLE_BUCKET, 'portrait')).includes(input.photoPath)) {
    return { ok: false, reason: 'invalid', message: 'The portrait could not be found. Upload it again.' };
  }
  const { data, error } = await db.from('profile').upsert(toProfileRow(input)).select(PROFILE_SELECT);
  if (error) return refused(error);
  const row = data[0];
  if (!row) return forbidden;
  await Promise.all([
    removeUnusedFiles(db, PROFILE_FILES_BUCKET, 'cv', new Set([row.cv_path])),
    removeUnusedFiles(db, PEOPLE_BUCKET, 'portrait', new Set([row.photo_path])),
  ]);
  return { ok: true, value: toProfile(row) };
}
