'use server';

import { INVALID_FORM, validatedAction } from '@/lib/actions/define';
import { takeRequestLimits } from '@/lib/data/throttle';
import { readSentPhoto, submitTestimonial } from '@/lib/testimonial-requests/open';
import { testimonialSubmissionSchema } from '@/lib/testimonial-requests/schema';
import { TESTIMONIAL_REQUEST_LIMITS, TESTIMONIAL_REQUEST_TEXTS } from '@/lib/testimonial-requests/vocabulary';
import { MINUTE } from '@/lib/time';

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

    const throttle = await takeRequestLimits((client) => [{ action: 'testimonial', kind: 'client', value: client, max: 5, windowMs: 10 * MINUTE }], {
      throttled: TESTIMONIAL_REQUEST_TEXTS.throttled,
      unavailable: TESTIMONIAL_REQUEST_TEXTS.failed,
    });
    if (!throttle.ok) return throttle;

    const read = sent ? await readSentPhoto(sent) : null;
    if (read && !read.ok) return photoRefused(read.message);
    const result = await submitTestimonial(input, read?.photo ?? null);
    return result.ok ? { ok: true, message: TESTIMONIAL_REQUEST_TEXTS.sent } : { ok: false, message: result.message };
  },
  { hidden: ['token'] },
);

/** A photo that cannot be used: said under the photo field; nothing was stored. */
const photoRefused = (message: string) => ({ ok: false as const, message: INVALID_FORM, fieldErrors: { photo: [message] } });
