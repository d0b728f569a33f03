import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { WriteFailure } from '@/lib/data/write-result';
import {
  IMAGE_TYPES,
  MAX_IMAGE_BYTES,
  PRIVATE_PROJECT_IMAGES_BUCKET,
  PROJECT_IMAGES_BUCKET,
  imageFolder,
  imagesBucketFor,
  type StoredImage,
} from '@/lib/projects/images';

// The files of a project in Storage, with the caller's session: the buckets' policies let only
// an owner list, add, copy or remove them. Uploads land in the public bucket; a private
// project's files live in the private one (placeImages moves them when visibility changes).

type StoredFile = { name: string; size: number; type: string };
const BUCKETS = [PROJECT_IMAGES_BUCKET, PRIVATE_PROJECT_IMAGES_BUCKET] as const;
type Bucket = (typeof BUCKETS)[number];

/** The files in the project's folder. Lite names them by full path, hosted Storage by file name. */
async function listFiles(db: SupabaseClient, projectId: string, bucket: Bucket = PROJECT_IMAGES_BUCKET): Promise<StoredFile[] | null> {
  const { data, error } = await db.storage.from(bucket).list(imageFolder(projectId), { limit: 1000 });
  if (error) {
    console.error(`[images] listing ${bucket}/${imageFolder(projectId)} failed:`, error.message);
    return null;
  }
  return data.map((file) => ({
    name: file.name.split('/').pop()!,
    size: Number(file.metadata?.size ?? 0),
    type: String(file.metadata?.mimetype ?? ''),
  }));
}

/** The files of both buckets, by bucket; null when either could not be listed. */
async function listBoth(db: SupabaseClient, projectId: string): Promise<Record<Bucket, StoredFile[]> | null> {
  const [open, closed] = await Promise.all(BUCKETS.map((bucket) => listFiles(db, projectId, bucket)));
  return open && closed ? { [PROJECT_IMAGES_BUCKET]: open, [PRIVATE_PROJECT_IMAGES_BUCKET]: closed } as Record<Bucket, StoredFile[]> : null;
}

const fileName = (path: string) => path.split('/').pop()!;
const pathsOf = (images: readonly StoredImage[]) => images.flatMap((image) => ('path' in image ? [image.path] : []));

/**
 * Every uploaded image the project refers to is a file of this project in either bucket, of an
 * accepted type and size (the browser and the bucket check too; this is the last word).
 */
export async function checkImages(db: SupabaseClient, projectId: string, images: readonly StoredImage[]): Promise<WriteFailure | null> {
  const paths = images.flatMap((image, index) => ('path' in image ? [{ path: image.path, n: index + 1 }] : []));
  if (paths.length === 0) return null;
  const invalid = (message: string): WriteFailure => ({ ok: false, reason: 'invalid', message });
  const foreign = paths.find(({ path }) => !path.startsWith(`${imageFolder(projectId)}/`));
  if (foreign) return invalid(`Image ${foreign.n} belongs to another project. Upload it again here.`);
  const files = await listBoth(db, projectId);
  if (!files) return { ok: false, reason: 'failed', message: 'The images could not be checked. Please try again.' };
  const byName = new Map([...files[PRIVATE_PROJECT_IMAGES_BUCKET], ...files[PROJECT_IMAGES_BUCKET]].map((file) => [file.name, file]));
  for (const { path, n } of paths) {
    const file = byName.get(fileName(path));
    if (!file) return invalid(`Image ${n} is not in storage any more. Upload it again.`);
    if (!Object.hasOwn(IMAGE_TYPES, file.type) || file.size > MAX_IMAGE_BYTES) return invalid(`Image ${n} is not a JPEG, PNG, WebP or AVIF image of at most 5 MB.`);
  }
  return null;
}

/** What placeImages copied, so a failed save can take the copies back. */
export type Placement = { bucket: Bucket; copied: string[] };

const MOVE_FAILED: WriteFailure = { ok: false, reason: 'failed', message: 'The images could not be moved. Please try again.' };

/**
 * Before a save: copies every file the project keeps into the bucket its visibility calls for
 * (private → the private bucket, otherwise the public one). Nothing is removed here, so a failed
 * copy or save loses nothing; finishPlacement removes the originals once the row is saved.
 */
export async function placeImages(db: SupabaseClient, projectId: string, visibility: string, images: readonly StoredImage[]): Promise<Placement | WriteFailure> {
  const bucket = imagesBucketFor(visibility) as Bucket;
  const placement: Placement = { bucket, copied: [] };
  const paths = pathsOf(images);
  if (paths.length === 0) return placement;
  const files = await listBoth(db, projectId);
  if (!files) return MOVE_FAILED;
  const there = new Set(files[bucket].map((file) => file.name));
  const source = bucket === PROJECT_IMAGES_BUCKET ? PRIVATE_PROJECT_IMAGES_BUCKET : PROJECT_IMAGES_BUCKET;
  for (const path of paths) {
    if (there.has(fileName(path))) continue;
    const { error } = await db.storage.from(source).copy(path, path, { destinationBucket: bucket });
    if (error) {
      console.error(`[images] copying ${path} to ${bucket} failed:`, error.message);
      await undoPlacement(db, placement);
      return MOVE_FAILED;
    }
    placement.copied.push(path);
  }
  return placement;
}

/** A save failed: removes the copies placeImages made (the originals are untouched). */
export async function undoPlacement(db: SupabaseClient, placement: Placement) {
  if (placement.copied.length === 0) return;
  const { error } = await db.storage.from(placement.bucket).remove(placement.copied);
  if (error) console.error(`[images] removing ${placement.copied.length} copies failed:`, error.message);
}

/**
 * After a save: the project's files are only where its visibility calls for (the other bucket's
 * copies go, so a private project's public paths stop answering) and only those it refers to.
 * Never fails the save; logged only.
 */
export async function removeUnusedImages(db: SupabaseClient, projectId: string, kept: readonly StoredImage[], visibility = 'public') {
  const keepIn = imagesBucketFor(visibility);
  const keep = new Set(pathsOf(kept).map(fileName));
  await Promise.all(
    BUCKETS.map(async (bucket) => {
      const files = await listFiles(db, projectId, bucket);
      if (!files) return;
      const unused = files.filter((file) => bucket !== keepIn || !keep.has(file.name)).map((file) => `${imageFolder(projectId)}/${file.name}`);
      if (unused.length === 0) return;
      const { error } = await db.storage.from(bucket).remove(unused);
      if (error) console.error(`[images] removing ${unused.length} files of ${projectId} from ${bucket} failed:`, error.message);
    }),
  );
}

/** Short-lived addresses of a private project's files, by path (for the share page and the preview). */
export async function signedImageUrls(db: SupabaseClient, paths: readonly string[], seconds: number): Promise<Map<string, string>> {
  if (paths.length === 0) return new Map();
  const { data, error } = await db.storage.from(PRIVATE_PROJECT_IMAGES_BUCKET).createSignedUrls([...paths], seconds);
  if (error) {
    console.error('[images] signing private image URLs failed:', error.message);
    return new Map();
  }
  return new Map(data.flatMap((item) => (item.path && item.signedUrl ? [[item.path, item.signedUrl] as const] : [])));
}

/** How long a signed image address works: long enough to read the page, short enough to be worthless when passed on. */
export const SIGNED_IMAGE_SECONDS = 10 * 60;

/**
 * A private project with its files' addresses signed (its public paths answer nothing); any
 * other project as it is. `db` must be allowed to read the private bucket: the owner's session,
 * or the server's key after the database accepted a share link.
 */
export async function withSignedImages<P extends { visibility: string; images: (StoredImage & { src: string })[] }>(db: SupabaseClient, project: P): Promise<P> {
  if (project.visibility !== 'private') return project;
  const signed = await signedImageUrls(db, pathsOf(project.images), SIGNED_IMAGE_SECONDS);
  return { ...project, images: project.images.map((image) => ('path' in image ? { ...image, src: signed.get(image.path) ?? image.src } : image)) };
}
