'use server';

import { ownerAction, ownerAddressAction, ownerFormAction, ownerRevokeAction } from '@/lib/actions/define';
import { revalidateTags } from '@/lib/data/revalidate';
import { revalidatePath } from 'next/cache';
import { requestOrigin } from '@/lib/request/origin';
import { approveTestimonial, createTestimonialRequest, rejectTestimonial, revokeTestimonialRequest } from '@/lib/testimonial-requests/admin';
import { newTestimonialRequestSchema, testimonialRequestIdSchema, testimonialSubmissionIdSchema } from '@/lib/testimonial-requests/schema';
import { TESTIMONIAL_REQUEST_TEXTS } from '@/lib/testimonial-requests/vocabulary';
import { TESTIMONIALS_TAG, testimonialList } from '@/lib/testimonials/list';

export const createTestimonialAction = ownerFormAction(testimonialList.actions.create);
export const updateTestimonialAction = ownerFormAction(testimonialList.actions.update);
export const deleteTestimonialAction = ownerAction(testimonialList.actions.delete);
/** Swaps a testimonial with its neighbour; at either end nothing changes and nothing is refreshed. */
export const moveTestimonialAction = ownerAction(testimonialList.actions.move);

// What the section's requests and answers share: the refusal, and the section's data read again.
const onRequests = { forbidden: TESTIMONIAL_REQUEST_TEXTS.forbidden, revalidate: () => revalidatePath('/admin/testimonials') };
const onAnswers = { ...onRequests, schema: testimonialSubmissionIdSchema, invalid: TESTIMONIAL_REQUEST_TEXTS.submissionMissing };

/** Creates a request and answers its address, shown this once. */
export const createTestimonialRequestAction = ownerAddressAction({
  ...onRequests,
  schema: newTestimonialRequestSchema,
  write: async (input, { db }) => createTestimonialRequest(db, input, await requestOrigin()),
  success: TESTIMONIAL_REQUEST_TEXTS.created,
});

export const revokeTestimonialRequestAction = ownerRevokeAction({
  schema: testimonialRequestIdSchema,
  texts: TESTIMONIAL_REQUEST_TEXTS,
  write: (id, { db }) => revokeTestimonialRequest(db, id),
  revalidate: onRequests.revalidate,
});

/** Publishes a pending answer as a testimonial (its project's page and the home page follow). */
export const approveTestimonialAction = ownerAction({
  ...onAnswers,
  write: (id, { db }) => approveTestimonial(db, id),
  revalidate: () => revalidateTags(TESTIMONIALS_TAG),
  success: TESTIMONIAL_REQUEST_TEXTS.approved,
});

export const rejectTestimonialAction = ownerAction({ ...onAnswers, write: (id, { db }) => rejectTestimonial(db, id), success: TESTIMONIAL_REQUEST_TEXTS.rejected });
