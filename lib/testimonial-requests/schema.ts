import { z } from 'zod';
import { isToken } from '@/lib/data/token';
import { TESTIMONIAL_LIMITS } from '@/lib/testimonials/vocabulary';
import { TESTIMONIAL_REQUEST_LIMITS as L } from '@/lib/testimonial-requests/vocabulary';
import { checkbox, optionalProjectId, requiredText as text } from '@/lib/validation/fields';
import { isCalendarDate } from '@/lib/validation/dates';

const today = () => new Date().toISOString().slice(0, 10);

/** A new request: who it is for, the project it is about (optional) and the last day (UTC) it opens. */
export const newTestimonialRequestSchema = z.object({
  clientName: text('Client name', L.clientName),
  company: text('Company', L.company),
  projectId: optionalProjectId(),
  expiresOn: z
    .string({ error: 'Expiry is required, e.g. 2026-12-31' })
    .trim()
    .min(1, 'Expiry is required, e.g. 2026-12-31')
    .refine((value) => isCalendarDate(value), 'Expiry must be a date, e.g. 2026-12-31')
    .refine((value) => value >= today(), 'Expiry cannot be in the past'),
});

export type NewTestimonialRequestField = keyof z.input<typeof newTestimonialRequestSchema>;
export type NewTestimonialRequest = z.output<typeof newTestimonialRequestSchema>;

export const testimonialRequestIdSchema = z.uuid({ error: 'That testimonial request no longer exists.' });
export const testimonialSubmissionIdSchema = z.uuid({ error: 'That submission no longer exists.' });

/** The client's form. The photo is a file, checked apart (lib/people/photos.ts). */
export const testimonialSubmissionSchema = z.object({
  token: z.string().refine(isToken, 'This link can no longer be used. Ask for a new one.'),
  quote: text('Quote', TESTIMONIAL_LIMITS.quote),
  authorName: text('Name', TESTIMONIAL_LIMITS.authorName, { singleLine: true }),
  authorRole: text('Role', TESTIMONIAL_LIMITS.authorRole, { singleLine: true }),
  company: text('Company', TESTIMONIAL_LIMITS.company, { singleLine: true }),
  consent: checkbox().refine((value) => value, 'Tick the box to agree that your testimonial may be published'),
});

export type TestimonialSubmissionField = keyof z.input<typeof testimonialSubmissionSchema> | 'photo';
export type TestimonialSubmission = z.output<typeof testimonialSubmissionSchema>;
