import 'server-only';
import { isoInstant } from '@/lib/data/rows';
import { quoteConstraintMessages } from '@/lib/testimonials/model';
import { TESTIMONIAL_REQUEST_LIMITS as L, TESTIMONIAL_REQUEST_TEXTS, type TestimonialRequest } from '@/lib/testimonial-requests/vocabulary';
import type { Tables } from '@/lib/supabase/database.types';

/** The private bucket a client's photo waits in until the owner approves it. */
export const SUBMITTED_PHOTOS_BUCKET = 'testimonial-uploads';

/** What the owner reads of a request: every column but the token's hash, which is never selected. */
export const TESTIMONIAL_REQUEST_SELECT = 'id, client_name, company, project_id, created_at, expires_at, revoked_at, used_at';

export const toTestimonialRequest = (row: Omit<Tables<'testimonial_requests'>, 'token_hash'>): TestimonialRequest => ({
  id: row.id,
  clientName: row.client_name,
  company: row.company,
  projectId: row.project_id,
  createdAt: isoInstant(row.created_at),
  expiresAt: isoInstant(row.expires_at),
  revokedAt: isoInstant(row.revoked_at),
  usedAt: isoInstant(row.used_at),
});

/** Named constraints of the two tables → what to fix (checked against the migration). */
export const TESTIMONIAL_REQUEST_CONSTRAINT_MESSAGES: Record<string, string> = {
  testimonial_requests_client_name_length: `Client name must be 1 to ${L.clientName} characters`,
  testimonial_requests_company_length: `Company must be 1 to ${L.company} characters`,
  testimonial_requests_token_hash_format: 'The request could not be made. Please try again.',
  testimonial_requests_token_hash_key: 'The request could not be made. Please try again.',
  testimonial_requests_expiry_valid: 'Expiry cannot be in the past',
  testimonial_requests_project_id_fkey: 'That project no longer exists. Choose another one, or none.',
  testimonial_submissions_request_id_key: TESTIMONIAL_REQUEST_TEXTS.unusable,
  testimonial_submissions_request_id_fkey: TESTIMONIAL_REQUEST_TEXTS.unusable,
  ...quoteConstraintMessages('testimonial_submissions'),
  testimonial_submissions_photo_path_valid: 'The photo could not be stored. Please try again, or send it without one.',
  testimonial_submissions_consent_given: 'Tick the box to agree that your testimonial may be published',
};
