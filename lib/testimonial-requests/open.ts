import 'server-only';
import { randomUUID } from 'node:crypto';
import { cache } from 'react';
import { isToken } from '@/lib/data/token';
import { DataError, type WriteResult } from '@/lib/data/write-result';
import { redrawSentImage, type SentImage, type SentImageProblem } from '@/lib/images/bytes';
import { createPublicClient } from '@/lib/supabase/public';
import { serviceClient } from '@/lib/supabase/service';
import { TESTIMONIAL_REQUEST_LIMITS, TESTIMONIAL_REQUEST_TEXTS } from '@/lib/testimonial-requests/vocabulary';
import type { TestimonialSubmission } from '@/lib/testimonial-requests/schema';
import { SUBMITTED_PHOTOS_BUCKET } from './model';

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

/** How large a sent photo is kept: it is shown small, beside the quote. */
const PHOTO_SIDE = 800;

const PHOTO_PROBLEMS: Record<SentImageProblem, string> = {
  'not-an-image': TESTIMONIAL_REQUEST_TEXTS.photoNotImage,
  'too-small': TESTIMONIAL_REQUEST_TEXTS.photoTooSmall,
  'too-large': TESTIMONIAL_REQUEST_TEXTS.photoTooLarge,
};

/** The client's photo judged by its bytes and drawn again without its metadata, or what is wrong with it. */
export async function readSentPhoto(file: File): Promise<{ ok: true; photo: SentImage } | { ok: false; message: string }> {
  if (file.size > TESTIMONIAL_REQUEST_LIMITS.photoBytes) return { ok: false, message: TESTIMONIAL_REQUEST_TEXTS.photoTooHeavy };
  const drawn = await redrawSentImage(await file.arrayBuffer(), PHOTO_SIDE);
  return drawn.ok ? { ok: true, photo: drawn.image } : { ok: false, message: PHOTO_PROBLEMS[drawn.problem] };
}

/** Stores the photo in the private bucket under a random name; null when it could not be stored. */
async function storePhoto(photo: SentImage): Promise<string | null> {
  const name = `${randomUUID()}.${photo.extension}`;
  // The bytes, not a File: storage-js sends a File from a server as a multipart part the local
  // backend does not find; a body of bytes with its type works with every backend.
  const { error } = await serviceClient().storage.from(SUBMITTED_PHOTOS_BUCKET).upload(name, photo.bytes, { contentType: photo.contentType });
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
 * The client's answer, pending until the owner approves it. The photo (already judged and drawn
 * again) is stored only for a request that is open; when the database then refuses the answer
 * (the request was answered meanwhile, a CHECK), the photo is removed again. Visitors get fixed
 * words; the database's own message is only logged.
 */
export async function submitTestimonial(input: TestimonialSubmission, photo: SentImage | null): Promise<WriteResult> {
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
  if (error) {
    console.error('[testimonial-requests] storing an answer failed:', error.code, error.message);
    return { ok: false, reason: 'failed', message: TESTIMONIAL_REQUEST_TEXTS.failed };
  }
  return data === true ? { ok: true, value: undefined } : unusable;
}
