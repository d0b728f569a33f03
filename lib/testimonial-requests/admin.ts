import 'server-only';
import type { Db } from '@/lib/supabase/db';
import { isoInstant } from '@/lib/data/rows';
import { newToken, tokenHash } from '@/lib/data/token-hash';
import { DataError, describeWriteError, type DbError, type WriteFailure, type WriteResult } from '@/lib/data/write-result';
import { PEOPLE_BUCKET } from '@/lib/people/photos';
import { sessionSigner, signedImageUrls } from '@/lib/projects/storage';
import {
  TESTIMONIAL_REQUEST_TEXTS as TEXTS,
  testimonialRequestPath,
  type PendingTestimonial,
  type TestimonialRequest,
} from '@/lib/testimonial-requests/vocabulary';
import { testimonialRequestIdSchema, testimonialSubmissionIdSchema, type NewTestimonialRequest } from '@/lib/testimonial-requests/schema';
import { SUBMITTED_PHOTOS_BUCKET, TESTIMONIAL_REQUEST_CONSTRAINT_MESSAGES, TESTIMONIAL_REQUEST_SELECT, toTestimonialRequest } from './model';

// The owner's requests and the answers waiting for approval, with the caller's session: row-level
// security lets only an owner read or change them. A request's token is made here, returned once
// (in its address) and never stored.

const refused = (error: DbError) =>
  describeWriteError(error, { forbidden: TEXTS.forbidden, constraints: TESTIMONIAL_REQUEST_CONSTRAINT_MESSAGES, failed: 'The testimonial request could not be saved' });

const forbidden: WriteFailure = { ok: false, reason: 'forbidden', message: TEXTS.forbidden };
const requestMissing: WriteFailure = { ok: false, reason: 'not_found', message: TEXTS.notFound };
const submissionMissing: WriteFailure = { ok: false, reason: 'not_found', message: TEXTS.submissionMissing };

/** How long the owner's list may show a private photo. */
const PHOTO_PREVIEW_SECONDS = 10 * 60;

/** Every request, newest first. Throws on failure. */
export async function listTestimonialRequests(db: Db): Promise<TestimonialRequest[]> {
  const { data, error } = await db.from('testimonial_requests').select(TESTIMONIAL_REQUEST_SELECT).order('created_at', { ascending: false });
  if (error) throw new DataError('list testimonial requests', error);
  return data.map(toTestimonialRequest);
}

/** Creates a request and its full address on `origin`: the only time the address exists. */
export async function createTestimonialRequest(db: Db, input: NewTestimonialRequest, origin: string): Promise<WriteResult<{ request: TestimonialRequest; url: string }>> {
  const token = newToken();
  const { data, error } = await db
    .from('testimonial_requests')
    .insert([
      {
        client_name: input.clientName,
        company: input.company,
        project_id: input.projectId,
        token_hash: tokenHash(token),
        // The last day given opens the form until its end (UTC).
        expires_at: `${input.expiresOn}T23:59:59.999Z`,
      },
    ])
    .select(TESTIMONIAL_REQUEST_SELECT);
  if (error) return refused(error);
  const row = data[0];
  if (!row) return forbidden;
  return { ok: true, value: { request: toTestimonialRequest(row), url: `${origin}${testimonialRequestPath(token)}` } };
}

/** Revokes an unanswered request for good: its address opens nothing from now on. */
export async function revokeTestimonialRequest(db: Db, id: string): Promise<WriteResult<TestimonialRequest>> {
  if (!testimonialRequestIdSchema.safeParse(id).success) return requestMissing;
  const { data, error } = await db
    .from('testimonial_requests')
    .update({ revoked_at: new Date().toISOString() })
    .eq('id', id)
    .is('revoked_at', null)
    .is('used_at', null)
    .select(TESTIMONIAL_REQUEST_SELECT);
  if (error) return refused(error);
  const row = data[0];
  return row ? { ok: true, value: toTestimonialRequest(row) } : requestMissing;
}

/** The answers waiting for approval, oldest first, each photo signed for a short while. Throws on failure. */
export async function listPendingTestimonials(db: Db): Promise<PendingTestimonial[]> {
  const { data, error } = await db
    .from('testimonial_submissions')
    .select('id, request_id, quote, author_name, author_role, company, photo_path, created_at')
    .order('created_at', { ascending: true });
  if (error) throw new DataError('list pending testimonials', error);
  if (data.length === 0) return [];
  const requests = await db.from('testimonial_requests').select('id, project_id').in('id', data.map((row) => row.request_id));
  if (requests.error) throw new DataError('list pending testimonials', requests.error);
  const projectOf = new Map(requests.data.map((row) => [row.id, row.project_id]));
  const photos = data.flatMap((row) => (row.photo_path ? [row.photo_path] : []));
  // Signed one by one, as project images are: the batch endpoint fails on the local backend.
  const signer = photos.length ? await sessionSigner(db) : null;
  const photoSrc = signer ? await signedImageUrls(signer, photos, PHOTO_PREVIEW_SECONDS, SUBMITTED_PHOTOS_BUCKET) : new Map<string, string>();
  return data.map((row) => ({
    id: row.id,
    quote: row.quote,
    authorName: row.author_name,
    authorRole: row.author_role,
    company: row.company,
    photoSrc: row.photo_path ? (photoSrc.get(row.photo_path) ?? null) : null,
    projectId: projectOf.get(row.request_id) ?? null,
    createdAt: isoInstant(row.created_at),
  }));
}

async function submittedPhoto(db: Db, id: string): Promise<WriteResult<string | null>> {
  const { data, error } = await db.from('testimonial_submissions').select('photo_path').eq('id', id).maybeSingle();
  if (error) return refused(error);
  return data ? { ok: true, value: data.photo_path } : submissionMissing;
}

async function removeSubmittedPhoto(db: Db, name: string | null) {
  if (name === null) return;
  const { error } = await db.storage.from(SUBMITTED_PHOTOS_BUCKET).remove([name]);
  if (error) console.error('[testimonial-requests] removing a submitted photo failed:', error.message);
}

/**
 * Publishes an answer: its photo is copied to where testimonial photos are public, then the
 * database turns the submission into a testimonial in one transaction; only then is the private
 * photo removed. A refused approval removes the copy and leaves the submission as it was.
 */
export async function approveTestimonial(db: Db, id: string): Promise<WriteResult<string>> {
  if (!testimonialSubmissionIdSchema.safeParse(id).success) return submissionMissing;
  const photo = await submittedPhoto(db, id);
  if (!photo.ok) return photo;
  const publicPhoto = photo.value ? `testimonials/${photo.value}` : null;
  if (photo.value && publicPhoto) {
    const { error } = await db.storage.from(SUBMITTED_PHOTOS_BUCKET).copy(photo.value, publicPhoto, { destinationBucket: PEOPLE_BUCKET });
    if (error) return { ok: false, reason: 'failed', message: `The photo could not be published: ${error.message}` };
  }
  const { data, error } = await db.rpc('approve_testimonial_submission', { submission: id, photo: publicPhoto ?? undefined });
  if (error || !data) {
    if (publicPhoto) await db.storage.from(PEOPLE_BUCKET).remove([publicPhoto]);
    return error ? refused(error) : submissionMissing;
  }
  await removeSubmittedPhoto(db, photo.value);
  return { ok: true, value: data };
}

/** Deletes an answer and its photo; its request stays answered. */
export async function rejectTestimonial(db: Db, id: string): Promise<WriteResult> {
  if (!testimonialSubmissionIdSchema.safeParse(id).success) return submissionMissing;
  const { data, error } = await db.from('testimonial_submissions').delete().eq('id', id).select('photo_path');
  if (error) return refused(error);
  const row = data[0];
  if (!row) return submissionMissing;
  await removeSubmittedPhoto(db, row.photo_path);
  return { ok: true, value: undefined };
}
