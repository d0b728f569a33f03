import 'server-only';
import { columnsOf, isoInstant } from '@/lib/data/rows';
import { env } from '@/lib/env';
import { readingMinutes } from '@/lib/posts/reading-time';
import { POST_LIMITS as L, type PostStatus } from '@/lib/posts/vocabulary';
import { publicImageUrl } from '@/lib/images/bucket';
import type { PostInput } from '@/lib/posts/schema';
import { POST_SLUG_RULE } from '@/lib/posts/schema';

/** A row of public.posts exactly as the database returns it (tests/integration checks the columns). */
export type PostRow = {
  id: string;
  title: string;
  /** Unique; the public URL is /blog/<slug>. */
  slug: string;
  summary: string;
  /** Markdown. */
  body: string;
  /** `posts/<name>.<ext>` in the project-images bucket. */
  cover_path: string | null;
  cover_alt: string | null;
  /** Normalised (lib/posts/tags.ts), at most 5. */
  tags: string[];
  project_id: string | null;
  status: PostStatus;
  /** Visitors see a published post from this instant on (row-level security). */
  publish_at: string;
  created_at: string;
  updated_at: string;
};

export const POST_COLUMNS = columnsOf<PostRow>()([
  'id',
  'title',
  'slug',
  'summary',
  'body',
  'cover_path',
  'cover_alt',
  'tags',
  'project_id',
  'status',
  'publish_at',
  'created_at',
  'updated_at',
]);
export const POST_SELECT = POST_COLUMNS.join(', ');

/** A post as the app uses it. */
export type Post = {
  id: string;
  title: string;
  slug: string;
  summary: string;
  body: string;
  coverPath: string | null;
  coverAlt: string | null;
  /** The cover's public address, or null. */
  coverSrc: string | null;
  tags: string[];
  projectId: string | null;
  status: PostStatus;
  publishAt: string;
  updatedAt: string;
  readingMinutes: number;
};

export const toPost = (row: PostRow): Post => ({
  id: row.id,
  title: row.title,
  slug: row.slug,
  summary: row.summary,
  body: row.body,
  coverPath: row.cover_path,
  coverAlt: row.cover_alt,
  coverSrc: row.cover_path ? publicImageUrl(env.supabaseUrl, row.cover_path) : null,
  tags: row.tags,
  projectId: row.project_id,
  status: row.status,
  publishAt: isoInstant(row.publish_at),
  updatedAt: isoInstant(row.updated_at),
  readingMinutes: readingMinutes(row.body),
});

/** The columns a form writes; a null slug is made from the title, a null time is now. */
export const toPostRow = (input: PostInput) => ({
  title: input.title,
  slug: input.slug,
  summary: input.summary,
  body: input.body,
  cover_path: input.coverPath,
  cover_alt: input.coverPath ? input.coverAlt : null,
  tags: input.tags,
  project_id: input.projectId,
  status: input.status,
  publish_at: input.publishAt ?? new Date().toISOString(),
});

/** Named CHECK constraints of public.posts → what to fix (checked against the migration). */
export const POST_CONSTRAINT_MESSAGES: Record<string, string> = {
  posts_slug_key: 'Another post already uses this slug. Choose another one.',
  posts_title_length: `Title must be 1 to ${L.title} characters`,
  posts_slug_format: POST_SLUG_RULE,
  posts_summary_length: `Summary must be 1 to ${L.summary} characters`,
  posts_body_length: `Body must be 1 to ${L.body.toLocaleString('en-US')} characters`,
  posts_cover_valid: 'The cover image needs alt text of up to 300 characters, or upload it again.',
  posts_tags_valid: `Use at most ${L.tags} tags of up to ${L.tag} characters each`,
  posts_status_valid: 'Status must be draft or published',
  posts_project_id_fkey: 'That project no longer exists. Choose another one, or none.',
};
