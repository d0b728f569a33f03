import 'server-only';
import type { Db } from '@/lib/supabase/db';
import { moveRow } from '@/lib/data/lists';
import { removeUnusedFiles, storedFiles } from '@/lib/data/storage';
import { DataError, describeWriteError, type DbError, type WriteFailure, type WriteResult } from '@/lib/data/write-result';
import type { MoveDirection } from '@/lib/lists/vocabulary';
import { PEOPLE_BUCKET } from '@/lib/people/photos';
import { TESTIMONIAL_TEXTS } from '@/lib/testimonials/vocabulary';
import { testimonialIdSchema, type TestimonialInput } from '@/lib/testimonials/schema';
import { TESTIMONIAL_CONSTRAINT_MESSAGES, TESTIMONIAL_SELECT, toTestimonial, toTestimonialRow, type Testimonial } from './model';

// The admin area's reads and writes of the testimonials, with the caller's session: row-level
// security decides what the caller may do, not this code. Nothing here is cached.

const refused = (error: DbError) =>
  describeWriteError(error, { forbidden: TESTIMONIAL_TEXTS.forbidden, constraints: TESTIMONIAL_CONSTRAINT_MESSAGES, failed: 'The testimonial could not be saved' });

const forbidden: WriteFailure = { ok: false, reason: 'forbidden', message: TESTIMONIAL_TEXTS.forbidden };
const notFound: WriteFailure = { ok: false, reason: 'not_found', message: TESTIMONIAL_TEXTS.notFound };
const photoMissing: WriteFailure = { ok: false, reason: 'invalid', message: 'The photo could not be found. Upload it again.' };

const PHOTO_FOLDER = 'testimonials';

/** In display order. Throws on failure. */
export async function listTestimonials(db: Db): Promise<Testimonial[]> {
  const { data, error } = await db.from('testimonials').select(TESTIMONIAL_SELECT).order('display_order').order('created_at');
  if (error) throw new DataError('list testimonials', error);
  return data.map(toTestimonial);
}

const storedPhotos = (db: Db) => storedFiles(db, PEOPLE_BUCKET, PHOTO_FOLDER);

/** Removes the photos no testimonial shows any more (replaced, dropped, or left by an unsaved form). */
async function removeUnusedPhotos(db: Db) {
  const { data, error } = await db.from('testimonials').select('photo_path');
  // Without the list of what is used, remove nothing.
  if (error) return;
  await removeUnusedFiles(db, PEOPLE_BUCKET, PHOTO_FOLDER, new Set(data.map((row) => row.photo_path)));
}

/** RLS turns a refused update or delete into "0 rows", not an error: tell the two cases apart. */
async function refusedOrMissing(db: Db, id: string): Promise<WriteFailure> {
  const { data } = await db.from('testimonials').select('id').eq('id', id).maybeSingle();
  return data ? forbidden : notFound;
}

/** Adds a testimonial at the end of the list (the database fills in the order). */
export async function createTestimonial(db: Db, input: TestimonialInput): Promise<WriteResult<Testimonial>> {
  if (input.photoPath && !(await storedPhotos(db)).includes(input.photoPath)) return photoMissing;
  const { data, error } = await db.from('testimonials').insert([toTestimonialRow(input)]).select(TESTIMONIAL_SELECT);
  if (error) return refused(error);
  const row = data[0];
  if (!row) return forbidden;
  await removeUnusedPhotos(db);
  return { ok: true, value: toTestimonial(row) };
}

/** Saves the testimonial; only then is a photo it no longer shows removed, so a failed save loses nothing. */
export async function updateTestimonial(db: Db, id: string, input: TestimonialInput): Promise<WriteResult<Testimonial>> {
  if (!testimonialIdSchema.safeParse(id).success) return notFound;
  if (input.photoPath && !(await storedPhotos(db)).includes(input.photoPath)) return photoMissing;
  const { data, error } = await db.from('testimonials').update(toTestimonialRow(input)).eq('id', id).select(TESTIMONIAL_SELECT);
  if (error) return refused(error);
  const row = data[0];
  if (!row) return refusedOrMissing(db, id);
  await removeUnusedPhotos(db);
  return { ok: true, value: toTestimonial(row) };
}

export async function deleteTestimonial(db: Db, id: string): Promise<WriteResult> {
  if (!testimonialIdSchema.safeParse(id).success) return notFound;
  const { data, error } = await db.from('testimonials').delete().eq('id', id).select('id');
  if (error) return refused(error);
  if (data.length === 0) return refusedOrMissing(db, id);
  await removeUnusedPhotos(db);
  return { ok: true, value: undefined };
}

/** Swaps the testimonial with its neighbour (one transaction in the database). False at either end. */
export async function moveTestimonial(db: Db, id: string, direction: MoveDirection): Promise<WriteResult<boolean>> {
  if (!testimonialIdSchema.safeParse(id).success) return notFound;
  return moveRow(db, 'testimonials', id, direction, refused);
}
