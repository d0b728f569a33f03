import { z } from 'zod';
import { isPeoplePhotoPath } from '@/lib/people/photos';
import { TESTIMONIAL_LIMITS as L } from '@/lib/testimonials/vocabulary';
import { checkbox, optionalProjectId, optionalUrl, requiredText as text } from '@/lib/validation/fields';

export const testimonialSchema = z.object({
  quote: text('Quote', L.quote),
  authorName: text('Name', L.authorName),
  authorRole: text('Role', L.authorRole),
  company: text('Company', L.company),
  /** An uploaded photo (its path in the people bucket), kept or replaced by the form. */
  photoPath: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || null)
    .refine((value) => value === null || isPeoplePhotoPath('testimonials', value), 'The photo could not be found. Upload it again.'),
  /** The project the quote is about, or none. */
  projectId: optionalProjectId(),
  sourceUrl: optionalUrl('Source URL'),
  featured: checkbox(),
});

export type TestimonialFormField = keyof z.input<typeof testimonialSchema>;
export type TestimonialInput = z.output<typeof testimonialSchema>;
