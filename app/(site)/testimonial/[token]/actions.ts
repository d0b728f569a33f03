'use server';

import { validatedAction } from '@/lib/actions/define';
import { takeRequestLimits } from '@/lib/data/throttle';
import { submitTestimonial } from '@/lib/testimonial-requests/open';
import { testimonialSubmissionSchema } from '@/lib/testimonial-requests/schema';
import { submittedPhotoProblem, TESTIMONIAL_REQUEST_TEXTS } from '@/lib/testimonial-requests/vocabulary';
import { MINUTE } from '@/lib/time';

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

    const throttle = await takeRequestLimits((client) => [{ action: 'testimonial', kind: 'client', value: client, max: 5, windowMs: 10 * MINUTE }], {
      throttled: TESTIMONIAL_REQUEST_TEXTS.throttled,
      unavailable: TESTIMONIAL_REQUEST_TEXTS.failed,
    });
    if (!throttle.ok) return throttle;

    const result = await submitTestimonial(input, photo);
    return result.ok ? { ok: true, message: TESTIMONIAL_REQUEST_TEXTS.sent } : { ok: false, message: result.message };
  },
  { hidden: ['token'] },
);
