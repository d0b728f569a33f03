import 'server-only';
import { asColumns, columnsOf, filledByTrigger } from '@/lib/data/rows';
import { env } from '@/lib/env';
import { peoplePhotoUrl } from '@/lib/people/photos';
import { TESTIMONIAL_LIMITS as L } from '@/lib/testimonials/vocabulary';
import type { TestimonialInput } from '@/lib/testimonials/schema';
import type { Tables, TablesInsert } from '@/lib/supabase/database.types';

export const TESTIMONIAL_COLUMNS = columnsOf('testimonials', [
  'id',
  'quote',
  'author_name',
  'author_role',
  'company',
  'photo_path',
  'project_id',
  'source_url',
  'featured',
  'display_order',
  'created_at',
  'deleted_at',
]);

/** A testimonial as the app uses it. */
export type Testimonial = {
  id: string;
  quote: string;
  authorName: string;
  authorRole: string;
  company: string;
  /** `testimonials/<name>.<ext>` in the people bucket. */
  photoPath: string | null;
  /** The photo's public address, or null. */
  photoSrc: string | null;
  projectId: string | null;
  sourceUrl: string | null;
  featured: boolean;
};

export const toTestimonial = (row: Tables<'testimonials'>): Testimonial => ({
  id: row.id,
  quote: row.quote,
  authorName: row.author_name,
  authorRole: row.author_role,
  company: row.company,
  photoPath: row.photo_path,
  photoSrc: row.photo_path ? peoplePhotoUrl(env.supabaseUrl, row.photo_path) : null,
  projectId: row.project_id,
  sourceUrl: row.source_url,
  featured: row.featured,
});

/** The columns a form writes; a new testimonial's display_order is filled by the database (at the end). */
export const toTestimonialRow = (input: TestimonialInput) =>
  filledByTrigger<TablesInsert<'testimonials'>, 'display_order'>(asColumns('testimonials', input, ['quote', 'authorName', 'authorRole', 'company', 'photoPath', 'projectId', 'sourceUrl', 'featured']));

/** The quote and its author's constraints, named by `table`: a testimonial and a client's answer (testimonial_submissions) store them alike. */
export const quoteConstraintMessages = (table: 'testimonials' | 'testimonial_submissions'): Record<string, string> => ({
  [`${table}_quote_length`]: `Quote must be 1 to ${L.quote} characters`,
  [`${table}_author_name_length`]: `Name must be 1 to ${L.authorName} characters`,
  [`${table}_author_role_length`]: `Role must be 1 to ${L.authorRole} characters`,
  [`${table}_company_length`]: `Company must be 1 to ${L.company} characters`,
});

/** Named CHECK constraints of public.testimonials → what to fix (checked against the migration). */
export const TESTIMONIAL_CONSTRAINT_MESSAGES: Record<string, string> = {
  ...quoteConstraintMessages('testimonials'),
  testimonials_photo_path_valid: 'The photo could not be found. Upload it again.',
  testimonials_source_url_valid: 'Source URL must be a valid http(s) URL',
  testimonials_project_id_fkey: 'That project no longer exists. Choose another one, or none.',
};
