'use server';

import { ownerAction, ownerFormAction } from '@/lib/actions/define';
import { revalidateTags } from '@/lib/data/revalidate';
import { createTestimonial, deleteTestimonial, moveTestimonial, updateTestimonial } from '@/lib/testimonials/admin';
import { LIST_TEXTS } from '@/lib/lists/vocabulary';
import { TESTIMONIAL_TEXTS } from '@/lib/testimonials/vocabulary';
import { moveSchema } from '@/lib/lists/schema';
import { editedTestimonialSchema, testimonialIdSchema, testimonialSchema } from '@/lib/testimonials/schema';
import { TESTIMONIALS_TAG } from '@/lib/testimonials/public';

export const createTestimonialAction = ownerFormAction({
  schema: testimonialSchema,
  forbidden: TESTIMONIAL_TEXTS.forbidden,
  write: (input, { db }) => createTestimonial(db, input),
  revalidate: () => revalidateTags(TESTIMONIALS_TAG),
  success: TESTIMONIAL_TEXTS.added,
});

export const updateTestimonialAction = ownerFormAction({
  schema: editedTestimonialSchema,
  hidden: ['testimonialId'],
  forbidden: TESTIMONIAL_TEXTS.forbidden,
  write: ({ testimonialId, ...input }, { db }) => updateTestimonial(db, testimonialId, input),
  revalidate: () => revalidateTags(TESTIMONIALS_TAG),
  success: TESTIMONIAL_TEXTS.updated,
});

export const deleteTestimonialAction = ownerAction({
  schema: testimonialIdSchema,
  forbidden: TESTIMONIAL_TEXTS.forbidden,
  invalid: TESTIMONIAL_TEXTS.deleteFailed,
  failure: TESTIMONIAL_TEXTS.deleteFailed,
  write: (id, { db }) => deleteTestimonial(db, id),
  revalidate: () => revalidateTags(TESTIMONIALS_TAG),
  success: TESTIMONIAL_TEXTS.deleted,
});

/** Swaps a testimonial with its neighbour; at either end nothing changes and nothing is refreshed. */
export const moveTestimonialAction = ownerAction({
  schema: moveSchema,
  forbidden: TESTIMONIAL_TEXTS.forbidden,
  invalid: LIST_TEXTS.moveImpossible,
  write: ({ id, direction }, { db }) => moveTestimonial(db, id, direction),
  revalidate: (moved) => moved && revalidateTags(TESTIMONIALS_TAG),
  success: (moved) => (moved ? TESTIMONIAL_TEXTS.moved : LIST_TEXTS.atEnd),
});
