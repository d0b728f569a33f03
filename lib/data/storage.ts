import 'server-only';
import { rowsOf } from '@/lib/data/rows';
import type { Db, TableName } from '@/lib/supabase/db';

// Files an owner uploads from the browser into a folder of a bucket (a CV, a portrait, the
// photos of testimonials): a save checks the file is there, and removes the ones nothing uses
// only after the row is saved, so a failed save loses nothing.

/** The paths (`<folder>/<name>`) of the files in a bucket's folder, as the caller may list them. */
export async function storedFiles(db: Db, bucket: string, folder: string): Promise<string[]> {
  const { data } = await db.storage.from(bucket).list(folder, { limit: 1000 });
  return (data ?? []).map((file) => `${folder}/${file.name.split('/').pop()}`);
}

/** Removes every file of the folder that is not in `used`; a failure is logged, never thrown. */
export async function removeUnusedFiles(db: Db, bucket: string, folder: string, used: ReadonlySet<string | null>) {
  const unused = (await storedFiles(db, bucket, folder)).filter((path) => !used.has(path));
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
