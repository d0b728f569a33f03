// Testimonials on request: limits, texts and the shapes the owner's panel and the client's form
// use. Zod-free and client-safe.

export const TESTIMONIAL_REQUEST_LIMITS = {
  clientName: 100,
  company: 100,
  /** The client's photo: smaller than the owner's uploads, so the whole form stays under the 2 MB a post may send. */
  photoBytes: 1024 * 1024,
} as const;

export const TESTIMONIAL_REQUEST_TEXTS = {
  created: 'Testimonial request created successfully',
  revoked: 'Testimonial request revoked successfully',
  approved: 'Testimonial approved successfully',
  rejected: 'Testimonial rejected successfully',
  forbidden: 'This account cannot manage testimonial requests. Only the site owner can.',
  notFound: 'That testimonial request no longer exists.',
  submissionMissing: 'That submission no longer exists.',
  listFailed: 'Failed to fetch the testimonial requests',
  noRequests: 'No requests yet. Ask a client for a testimonial!',
  noPending: 'No testimonials are waiting for your approval.',
  rejectConfirm: 'Are you sure you want to reject this testimonial?',
  // The client's form.
  send: 'Send testimonial',
  sending: 'Sending...',
  sent: 'Testimonial sent successfully',
  sentDescription: 'Thank you! It will appear on the site once it has been approved.',
  unusable: 'This link can no longer be used. Ask for a new one.',
  throttled: 'Too many attempts. Please try again later.',
  failed: 'The testimonial could not be sent. Please try again.',
  photoFailed: 'The photo could not be stored. Please try again, or send it without one.',
  photoNotImage: 'Photo must be a JPEG, PNG or WebP image',
  photoTooSmall: 'Photo must be at least 64 × 64 pixels',
  photoTooLarge: 'Photo must be at most 8,000 × 8,000 pixels',
  photoTooHeavy: 'Photo must be at most 1 MB',
} as const;

export type TestimonialRequestState = 'open' | 'answered' | 'expired' | 'revoked';

/** A request as the owner's panel lists it: never its token, which only the client has. */
export type TestimonialRequest = {
  id: string;
  clientName: string;
  company: string;
  projectId: string | null;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
  usedAt: string | null;
};

export function testimonialRequestState(request: Pick<TestimonialRequest, 'expiresAt' | 'revokedAt' | 'usedAt'>, now = Date.now()): TestimonialRequestState {
  if (request.usedAt) return 'answered';
  if (request.revokedAt) return 'revoked';
  if (Date.parse(request.expiresAt) <= now) return 'expired';
  return 'open';
}

/** A client's answer waiting for the owner. */
export type PendingTestimonial = {
  id: string;
  quote: string;
  authorName: string;
  authorRole: string;
  company: string;
  /** A short-lived signed address of the private photo, or null. */
  photoSrc: string | null;
  projectId: string | null;
  createdAt: string;
};

/** The client's form's address for a token. */
export const testimonialRequestPath = (token: string) => `/testimonial/${token}`;

/** What the file picker offers; only a hint: the server judges a photo by its bytes. */
export const SUBMITTED_PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp';
