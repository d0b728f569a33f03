import 'server-only';
import { randomUUID } from 'node:crypto';
import { cache } from 'react';
import { isToken } from '@/lib/data/token';
import { DataError, describeWriteError, type WriteResult } from '@/lib/data/write-result';
import { createPublicClient } from '@/lib/supabase/public';
import { serviceClient } from '@/lib/supabase/service';
import { SUBMITTED_PHOTO_EXTENSIONS, TESTIMONIAL_REQUEST_TEXTS } from '@/lib/testimonial-requests/vocabulary';
import type { TestimonialSubmission } from '@/lib/testimonial-requests/schema';
import { SUBMITTED_PHOTOS_BUCKET, TESTIMONIAL_REQUEST_CONSTRAINT_MESSAGES } from './model';

// The client's side of a request. The public key reads who a request is for only through
// testimonial_request_at, which answers for an open request's token alone; the answer is stored
// by submit_testimonial, which only the server's key may call, after the server has throttled
// the client and stored the photo in the private bucket.

export type OpenTestimonialRequest = { clientName: string; company: string; projectTitle: string | null };

/** Who the request is for while it is open; null for any refusal. Throws on failure. */
export const getOpenTestimonialRequest = cache(async (token: string): Promise<OpenTestimonialRequest | null> => {
  if (!isToken(token)) return null;
  const { data, error } = await createPublicClient().rpc('testimonial_request_at', { token }).maybeSingle();
  if (error) throw new DataError('open the testimonial request', error);
  return data ? { clientName: data.client_name, company: data.company, projectTitle: data.project_title } : null;
});

const unusable = { ok: false, reason: 'not_found', message: TESTIMONIAL_REQUEST_TEXTS.unusable } as const;

/** Stores the photo in the private bucket under a random name; null when it could not be stored. */
async function storePhoto(photo: File): Promise<string | null> {
  const name = `${randomUUID()}.${SUBMITTED_PHOTO_EXTENSIONS[photo.type]}`;
  // The bytes, not the File: storage-js sends a File from a server as a multipart part the local
  // backend does not find; a body of bytes with its type works with every backend.
  const { error } = await serviceClient().storage.from(SUBMITTED_PHOTOS_BUCKET).upload(name, await photo.arrayBuffer(), { contentType: photo.type });
  if (!error) return name;
  console.error('[testimonial-requests] storing a photo failed:', error.message);
  return null;
}

async function removePhoto(name: string | null) {
  if (name === null) return;
  const { error } = await serviceClient().storage.from(SUBMITTED_PHOTOS_BUCKET).remove([name]);
  if (error) console.error('[testimonial-requests] removing a photo failed:', error.message);
}

/**
 * The client's answer, pending until the owner approves it. The photo (already checked) is
 * stored only for a request that is open; when the database then refuses the answer (the
 * request was answered meanwhile, a CHECK), the photo is removed again.
 */
export async function submitTestimonial(input: TestimonialSubmission, photo: File | null): Promise<WriteResult> {
  if ((await getOpenTestimonialRequest(input.token)) === null) return unusable;
  const photoName = photo ? await storePhoto(photo) : null;
  if (photo && photoName === null) return { ok: false, reason: 'failed', message: TESTIMONIAL_REQUEST_TEXTS.photoFailed };
  const { data, error } = await serviceClient().rpc('submit_testimonial', {
    token: input.token,
    quote: input.quote,
    author_name: input.authorName,
    author_role: input.authorRole,
    company: input.company,
    photo_path: photoName ?? undefined,
    consent: input.consent,
  });
  if (error || data !== true) await removePhoto(photoName);
  if (error) return describeWriteError(error, { forbidden: TESTIMONIAL_REQUEST_TEXTS.failed, constraints: TESTIMONIAL_REQUEST_CONSTRAINT_MESSAGES, failed: 'The testimonial could not be sent' });
  return data === true ? { ok: true, value: undefined } : unusable;
}
