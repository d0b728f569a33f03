import 'server-only';
import { declareList } from '@/lib/data/list-declaration';
import { PEOPLE_BUCKET } from '@/lib/people/photos';
import { PROJECTS_TAG } from '@/lib/projects/public';
import { testimonialSchema } from './schema';
import { TESTIMONIAL_COLUMNS, TESTIMONIAL_CONSTRAINT_MESSAGES, toTestimonial, toTestimonialRow } from './model';
import { TESTIMONIAL_TEXTS } from './vocabulary';

/** The cache tag of every public read of testimonials: an owner's save of testimonials expires it. */
export const TESTIMONIALS_TAG = 'testimonials';

/** Testimonials in the owner's order, each with an optional photo in the people bucket. */
export const testimonialList = declareList({
  table: 'testimonials',
  columns: TESTIMONIAL_COLUMNS,
  toItem: toTestimonial,
  toRow: toTestimonialRow,
  schema: testimonialSchema,
  idField: 'testimonialId',
  noun: 'testimonial',
  texts: TESTIMONIAL_TEXTS,
  constraints: TESTIMONIAL_CONSTRAINT_MESSAGES,
  tag: TESTIMONIALS_TAG,
  // Which testimonials visitors may read follows their project's status and visibility, so a
  // project's save expires these reads too.
  alsoTagged: [PROJECTS_TAG],
  order: 'manual',
  trash: true,
  file: { bucket: PEOPLE_BUCKET, folder: 'testimonials', column: 'photo_path', of: (input) => input.photoPath, missing: 'The photo could not be found. Upload it again.' },
});
