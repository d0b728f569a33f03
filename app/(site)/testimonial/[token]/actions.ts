'use server';

import { headers } from 'next/headers';
import { validatedAction } from '@/lib/actions/define';
import { takeLimits } from '@/lib/data/throttle';
import { clientAddress } from '@/lib/request/client-address';
import { submitTestimonial } from '@/lib/testimonial-requests/open';
import { testimonialSubmissionSchema } from '@/lib/testimonial-requests/schema';
import { submittedPhotoProblem, TESTIMONIAL_REQUEST_TEXTS } from '@/lib/testimonial-requests/vocabulary';

const MINUTE = 60_000;

/**
 * A client's testimonial: throttled per client before the token is even looked at (so guessing
 * tokens costs as much as sending), validated, and stored as pending with its photo, which
 * waits in a private bucket until the owner approves it.
 */
export const submitTestimonialAction = validatedAction(
  testimonialSubmissionSchema,
  async (input, formData) => {
    const file = formData.get('photo');
    const photo = file instanceof File && file.size > 0 ? file : null;
    const problem = photo ? submittedPhotoProblem(photo) : null;
    if (problem) return { ok: false, message: problem };

    const check = await takeLimits([{ action: 'testimonial', kind: 'client', value: clientAddress(await headers()), max: 5, windowMs: 10 * MINUTE }]);
    if (!check.ok) return { ok: false, message: 'isUnavailable' in check ? TESTIMONIAL_REQUEST_TEXTS.failed : TESTIMONIAL_REQUEST_TEXTS.throttled };

    const result = await submitTestimonial(input, photo);
    return result.ok ? { ok: true, message: TESTIMONIAL_REQUEST_TEXTS.sent } : { ok: false, message: result.message };
  },
  { hidden: ['token'] },
);
