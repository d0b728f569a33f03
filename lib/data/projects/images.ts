import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { WriteFailure } from '@/lib/data/write-result';
import { IMAGE_TYPES, MAX_IMAGE_BYTES, PROJECT_IMAGES_BUCKET, imageFolder, type StoredImage } from '@/lib/projects/images';

// The files of a project in the Storage bucket, with the caller's session: the bucket's
// policies let only an owner list, add or remove them.

type StoredFile = { name: string; size: number; type: string };

/** The files in the project's folder. Lite names them by full path, hosted Storage by file name. */
async function listFiles(db: SupabaseClient, projectId: string): Promise<StoredFile[] | null> {
  const { data, error } = await db.storage.from(PROJECT_IMAGES_BUCKET).list(imageFolder(projectId), { limit: 1000 });
  if (error) {
    console.error(`[images] listing ${imageFolder(projectId)} failed:`, error.message);
    return null;
  }
  return data.map((file) => ({
    name: file.name.split('/').pop()!,
    size: Number(file.metadata?.size ?? 0),
    type: String(file.metadata?.mimetype ?? ''),
  }));
}

const fileName = (path: string) => path.split('/').pop()!;

/**
 * Every uploaded image the project refers to is a file of this project in the bucket, of an
 * accepted type and size (the browser and the bucket check too; this is the last word).
 */
export async function checkImages(db: SupabaseClient, projectId: string, images: readonly StoredImage[]): Promise<WriteFailure | null> {
  const paths = images.flatMap((image, index) => ('path' in image ? [{ path: image.path, n: index + 1 }] : []));
  if (paths.length === 0) return null;
  const invalid = (message: string): WriteFailure => ({ ok: false, reason: 'invalid', message });
  const foreign = paths.find(({ path }) => !path.startsWith(`${imageFolder(projectId)}/`));
  if (foreign) return invalid(`Image ${foreign.n} belongs to another project. Upload it again here.`);
  const files = await listFiles(db, projectId);
  if (!files) return { ok: false, reason: 'failed', message: 'The images could not be checked. Please try again.' };
  const byName = new Map(files.map((file) => [file.name, file]));
  for (const { path, n } of paths) {
    const file = byName.get(fileName(path));
    if (!file) return invalid(`Image ${n} is not in storage any more. Upload it again.`);
    if (!Object.hasOwn(IMAGE_TYPES, file.type) || file.size > MAX_IMAGE_BYTES) return invalid(`Image ${n} is not a JPEG, PNG, WebP or AVIF image of at most 5 MB.`);
  }
  return null;
}

/**
 * After a save: removes the project's files it no longer refers to (replaced or removed images,
 * and uploads of an earlier attempt that was never saved). Never fails the save; logged only.
 */
export async function removeUnusedImages(db: SupabaseClient, projectId: string, kept: readonly StoredImage[]) {
  const files = await listFiles(db, projectId);
  if (!files) return;
  const keep = new Set(kept.flatMap((image) => ('path' in image ? [fileName(image.path)] : [])));
  const unused = files.filter((file) => !keep.has(file.name)).map((file) => `${imageFolder(projectId)}/${file.name}`);
  if (unused.length === 0) return;
  const { error } = await db.storage.from(PROJECT_IMAGES_BUCKET).remove(unused);
  if (error) console.error(`[images] removing ${unused.length} unused files of ${projectId} failed:`, error.message);
}
