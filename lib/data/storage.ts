import 'server-only';
import type { Db } from '@/lib/supabase/db';

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
