import 'server-only';
import type { Db } from '@/lib/supabase/db';
import type { WriteFailure } from '@/lib/data/write-result';
import { filesInRevisions } from '@/lib/data/storage';
import { env } from '@/lib/env';
import { secretKey } from '@/lib/supabase/service';
import {
  IMAGE_TYPES,
  MAX_IMAGE_BYTES,
  PRIVATE_PROJECT_IMAGES_BUCKET,
  PROJECT_IMAGES_BUCKET,
  imageFolder,
  imagesBucketFor,
  type StoredImage,
} from '@/lib/images/bucket';

// The files of a project in Storage, with the caller's session: the buckets' policies let only
// an owner list, add, copy or remove them. Uploads land in the public bucket; a private
// project's files live in the private one (placeImages moves them when visibility changes).

type StoredFile = { name: string; size: number; type: string };
const BUCKETS = [PROJECT_IMAGES_BUCKET, PRIVATE_PROJECT_IMAGES_BUCKET] as const;
type Bucket = (typeof BUCKETS)[number];

/** The files in the project's folder. Lite names them by full path, hosted Storage by file name. */
async function listFiles(db: Db, projectId: string, bucket: Bucket = PROJECT_IMAGES_BUCKET): Promise<StoredFile[] | null> {
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
async function listBoth(db: Db, projectId: string): Promise<Record<Bucket, StoredFile[]> | null> {
  const [open, closed] = await Promise.all(BUCKETS.map((bucket) => listFiles(db, projectId, bucket)));
  return open && closed ? { [PROJECT_IMAGES_BUCKET]: open, [PRIVATE_PROJECT_IMAGES_BUCKET]: closed } as Record<Bucket, StoredFile[]> : null;
}

const fileName = (path: string) => path.split('/').pop()!;
const pathsOf = (images: readonly StoredImage[]) => images.flatMap((image) => ('path' in image ? [image.path] : []));

/**
 * Every uploaded image the project refers to is a file of this project in either bucket, of an
 * accepted type and size (the browser and the bucket check too; this is the last word).
 */
export async function checkImages(db: Db, projectId: string, images: readonly StoredImage[]): Promise<WriteFailure | null> {
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
export async function placeImages(db: Db, projectId: string, visibility: string, images: readonly StoredImage[]): Promise<Placement | WriteFailure> {
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
export async function undoPlacement(db: Db, placement: Placement) {
  if (placement.copied.length === 0) return;
  const { error } = await db.storage.from(placement.bucket).remove(placement.copied);
  if (error) console.error(`[images] removing ${placement.copied.length} copies failed:`, error.message);
}

/**
 * After a save: the project's files are only where its visibility calls for (the other bucket's
 * copies go, so a private project's public paths stop answering) and only those it or a kept
 * revision of it refers to (a revision's file follows the project to its bucket, so restoring
 * the revision finds it). Never fails the save; logged only.
 */
export async function removeUnusedImages(db: Db, projectId: string, kept: readonly StoredImage[], visibility = 'public') {
  const keepIn = imagesBucketFor(visibility) as Bucket;
  const other = keepIn === PROJECT_IMAGES_BUCKET ? PRIVATE_PROJECT_IMAGES_BUCKET : PROJECT_IMAGES_BUCKET;
  const [files, remembered] = await Promise.all([listBoth(db, projectId), filesInRevisions(db)]);
  if (!files || !remembered) return;
  const folder = `${imageFolder(projectId)}/`;
  const keep = new Set([...pathsOf(kept), ...[...remembered].filter((path) => path.startsWith(folder))].map(fileName));
  const there = new Set(files[keepIn].map((file) => file.name));
  // A file that could not follow stays where it is, until a later save moves it.
  const stay = new Set<string>();
  for (const name of keep) {
    if (there.has(name) || !files[other].some((file) => file.name === name)) continue;
    const { error } = await db.storage.from(other).copy(`${folder}${name}`, `${folder}${name}`, { destinationBucket: keepIn });
    if (error) stay.add(name);
  }
  await Promise.all(
    BUCKETS.map(async (bucket) => {
      const unused = files[bucket]
        .filter((file) => (bucket === keepIn ? !keep.has(file.name) : !stay.has(file.name)))
        .map((file) => `${folder}${file.name}`);
      if (unused.length === 0) return;
      const { error } = await db.storage.from(bucket).remove(unused);
      if (error) console.error(`[images] removing ${unused.length} files of ${projectId} from ${bucket} failed:`, error.message);
    }),
  );
}

/** Who asks Storage to sign: a key and the bearer token whose policies apply. */
export type Signer = { apikey: string; bearer: string };

/** The owner's session as a signer (Storage checks the token; the owner may read the private bucket). */
export async function sessionSigner(db: Db): Promise<Signer | null> {
  const { data } = await db.auth.getSession();
  return data.session ? { apikey: env.supabaseKey, bearer: data.session.access_token } : null;
}

/** The server's key, which the private bucket lets sign (only after the database accepted a share link). */
export const serverSigner = (): Signer => ({ apikey: secretKey(), bearer: secretKey() });

/**
 * Short-lived addresses of a private bucket's files (a private project's, by default), by path. Straight to Storage, one file per
 * call: hosted Storage answers the address as `signedURL` relative to /storage/v1, the local
 * backend as `signedUrl` with the prefix (and mistakes its batch endpoint for a file), while
 * supabase-js reads only the first.
 */
export async function signedImageUrls(signer: Signer, paths: readonly string[], seconds: number, bucket = PRIVATE_PROJECT_IMAGES_BUCKET): Promise<Map<string, string>> {
  const storage = `${env.supabaseUrl.replace(/\/+$/, '')}/storage/v1`;
  const signed = await Promise.all(
    paths.map(async (path): Promise<[string, string][]> => {
      try {
        const response = await fetch(`${storage}/object/sign/${bucket}/${path}`, {
          method: 'POST',
          headers: { apikey: signer.apikey, authorization: `Bearer ${signer.bearer}`, 'content-type': 'application/json' },
          body: JSON.stringify({ expiresIn: seconds }),
          cache: 'no-store',
        });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const body = (await response.json()) as { signedURL?: string; signedUrl?: string };
        const relative = body.signedURL ?? body.signedUrl;
        if (!relative) throw new Error('no address in the answer');
        return [[path, relative.startsWith('/storage/v1/') ? `${storage}${relative.slice('/storage/v1'.length)}` : `${storage}${relative}`]];
      } catch (error) {
        console.error(`[images] signing ${path} failed:`, error instanceof Error ? error.message : error);
        return [];
      }
    }),
  );
  return new Map(signed.flat());
}

/** How long a signed image address works: long enough to read the page, short enough to be worthless when passed on. */
export const SIGNED_IMAGE_SECONDS = 10 * 60;

/**
 * A private project with its files' addresses signed (its public paths answer nothing); any
 * other project as it is. The signer must be allowed to read the private bucket: the owner's
 * session, or the server's key after the database accepted a share link.
 */
export async function withSignedImages<P extends { visibility: string; images: (StoredImage & { src: string })[] }>(
  signer: Signer | Db,
  project: P,
): Promise<P> {
  if (project.visibility !== 'private' || !project.images.some((image) => 'path' in image)) return project;
  const resolved = 'apikey' in signer ? signer : await sessionSigner(signer);
  if (!resolved) return project;
  const signed = await signedImageUrls(resolved, pathsOf(project.images), SIGNED_IMAGE_SECONDS);
  return { ...project, images: project.images.map((image) => ('path' in image ? { ...image, src: signed.get(image.path) ?? image.src } : image)) };
}
