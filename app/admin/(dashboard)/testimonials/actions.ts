'use server';

import { ownerAction, ownerFormAction } from '@/lib/actions/define';
import { revalidateTags } from '@/lib/data/revalidate';
import { createTestimonial, deleteTestimonial, moveTestimonial, updateTestimonial } from '@/lib/testimonials/admin';
import { LIST_TEXTS } from '@/lib/lists/vocabulary';
import { TESTIMONIAL_TEXTS } from '@/lib/testimonials/vocabulary';
import { moveSchema } from '@/lib/lists/schema';
import { editedTestimonialSchema, testimonialIdSchema, testimonialSchema } from '@/lib/testimonials/schema';
import { TESTIMONIALS_TAG } from '@/lib/testimonials/public';
import { revalidatePath } from 'next/cache';
import { requestOrigin } from '@/lib/request/origin';
import { approveTestimonial, createTestimonialRequest, rejectTestimonial, revokeTestimonialRequest } from '@/lib/testimonial-requests/admin';
import { newTestimonialRequestSchema, testimonialRequestIdSchema, testimonialSubmissionIdSchema } from '@/lib/testimonial-requests/schema';
import { TESTIMONIAL_REQUEST_TEXTS } from '@/lib/testimonial-requests/vocabulary';

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

/** Creates a request and answers its full address, the only time it is shown (the database keeps the token's hash only). */
export const createTestimonialRequestAction = ownerAction({
  schema: newTestimonialRequestSchema,
  fields: {},
  forbidden: TESTIMONIAL_REQUEST_TEXTS.forbidden,
  write: async (input, { db }) => createTestimonialRequest(db, input, await requestOrigin()),
  revalidate: () => revalidatePath('/admin/testimonials'),
  success: TESTIMONIAL_REQUEST_TEXTS.created,
  answer: ({ url }) => ({ url }),
});

export type CreateTestimonialRequestResult = Awaited<ReturnType<typeof createTestimonialRequestAction>>;

export const revokeTestimonialRequestAction = ownerAction({
  schema: testimonialRequestIdSchema,
  forbidden: TESTIMONIAL_REQUEST_TEXTS.forbidden,
  invalid: TESTIMONIAL_REQUEST_TEXTS.notFound,
  write: (id, { db }) => revokeTestimonialRequest(db, id),
  revalidate: () => revalidatePath('/admin/testimonials'),
  success: TESTIMONIAL_REQUEST_TEXTS.revoked,
});

/** Publishes a pending answer as a testimonial (its project's page and the home page follow). */
export const approveTestimonialAction = ownerAction({
  schema: testimonialSubmissionIdSchema,
  forbidden: TESTIMONIAL_REQUEST_TEXTS.forbidden,
  invalid: TESTIMONIAL_REQUEST_TEXTS.submissionMissing,
  write: (id, { db }) => approveTestimonial(db, id),
  revalidate: () => revalidateTags(TESTIMONIALS_TAG),
  success: TESTIMONIAL_REQUEST_TEXTS.approved,
});

export const rejectTestimonialAction = ownerAction({
  schema: testimonialSubmissionIdSchema,
  forbidden: TESTIMONIAL_REQUEST_TEXTS.forbidden,
  invalid: TESTIMONIAL_REQUEST_TEXTS.submissionMissing,
  write: (id, { db }) => rejectTestimonial(db, id),
  revalidate: () => revalidatePath('/admin/testimonials'),
  success: TESTIMONIAL_REQUEST_TEXTS.rejected,
});
