import 'server-only';
import { rowsOf } from '@/lib/data/rows';
import type { Db, TableName } from '@/lib/supabase/db';

// Files an owner uploads from the browser into a folder of a bucket (a CV, a portrait, the
// photos of testimonials): a save checks the file is there, and removes the ones nothing uses
// only after the row is saved, so a failed save loses nothing. A file a kept revision names
// stays too, so restoring that revision finds it.

/** The paths (`<folder>/<name>`) of the files in a bucket's folder, as the caller may list them. */
export async function storedFiles(db: Db, bucket: string, folder: string): Promise<string[]> {
  const { data } = await db.storage.from(bucket).list(folder, { limit: 1000 });
  return (data ?? []).map((file) => `${folder}/${file.name.split('/').pop()}`);
}

/** The paths kept revisions name (the owner's history); null when they could not be read. */
export async function filesInRevisions(db: Db): Promise<ReadonlySet<string> | null> {
  const { data, error } = await db.rpc('files_in_revisions');
  if (error) {
    console.error('[storage] reading the files of revisions failed:', error.message);
    return null;
  }
  return new Set(data ?? []);
}

/**
 * Removes every file of the folder that is neither in `used` nor named by a kept revision; a
 * failure is logged, never thrown (and when the revisions cannot be read, nothing is removed).
 */
export async function removeUnusedFiles(db: Db, bucket: string, folder: string, used: ReadonlySet<string | null>) {
  const remembered = await filesInRevisions(db);
  if (!remembered) return;
  const unused = (await storedFiles(db, bucket, folder)).filter((path) => !used.has(path) && !remembered.has(path));
  if (unused.length === 0) return;
  const { error } = await db.storage.from(bucket).remove(unused);
  if (error) console.error(`[storage] removing unused files of ${bucket}/${folder} failed:`, error.message);
}

/** Removes the files of the folder no row of `table` points to (by `file.column`); without the list of what is used, nothing. */
export async function removeUnusedFilesOf(db: Db, table: TableName, file: { bucket: string; folder: string; column: string }) {
  const { data, error } = await rowsOf(db, table).select<Record<string, string | null>>(file.column);
  if (error || !data) return;
  await removeUnusedFiles(db, file.bucket, file.folder, new Set(data.map((row) => row[file.column] ?? null)));
}
