'use server';

import { headers } from 'next/headers';
import { INVALID_FORM, validatedAction } from '@/lib/actions/define';
import { takeLimits } from '@/lib/data/throttle';
import { clientAddress } from '@/lib/request/client-address';
import { readSentPhoto, submitTestimonial } from '@/lib/testimonial-requests/open';
import { testimonialSubmissionSchema } from '@/lib/testimonial-requests/schema';
import { TESTIMONIAL_REQUEST_LIMITS, TESTIMONIAL_REQUEST_TEXTS } from '@/lib/testimonial-requests/vocabulary';

const MINUTE = 60_000;

/**
 * A client's testimonial: throttled per client before the token is even looked at (so guessing
 * tokens costs as much as sending), validated, and stored as pending with its photo, which
 * waits in a private bucket until the owner approves it.
 */
export const submitTestimonialAction = validatedAction<typeof testimonialSubmissionSchema, 'photo'>(
  testimonialSubmissionSchema,
  async (input, formData) => {
    const file = formData.get('photo');
    const sent = file instanceof File && file.size > 0 ? file : null;
    if (sent && sent.size > TESTIMONIAL_REQUEST_LIMITS.photoBytes) return photoRefused(TESTIMONIAL_REQUEST_TEXTS.photoTooHeavy);

    const check = await takeLimits([{ action: 'testimonial', kind: 'client', value: clientAddress(await headers()), max: 5, windowMs: 10 * MINUTE }]);
    if (!check.ok) return { ok: false, message: 'isUnavailable' in check ? TESTIMONIAL_REQUEST_TEXTS.failed : TESTIMONIAL_REQUEST_TEXTS.throttled };

    const read = sent ? await readSentPhoto(sent) : null;
    if (read && !read.ok) return photoRefused(read.message);
    const result = await submitTestimonial(input, read?.photo ?? null);
    return result.ok ? { ok: true, message: TESTIMONIAL_REQUEST_TEXTS.sent } : { ok: false, message: result.message };
  },
  { hidden: ['token'] },
);

/** A photo that cannot be used: said under the photo field; nothing was stored. */
const photoRefused = (message: string) => ({ ok: false as const, message: INVALID_FORM, fieldErrors: { photo: [message] } });
