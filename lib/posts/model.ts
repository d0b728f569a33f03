import 'server-only';
import { asColumns, columnsOf, filledByTrigger, isoInstant, oneOf } from '@/lib/data/rows';
import { env } from '@/lib/env';
import { readingMinutes } from '@/lib/posts/reading-time';
import { PUBLISHING_STATUSES } from '@/lib/lists/vocabulary';
import { POST_LIMITS as L, type PostStatus } from '@/lib/posts/vocabulary';
import { publicImageUrl } from '@/lib/images/bucket';
import type { PostInput } from '@/lib/posts/schema';
import { POST_SLUG_RULE } from '@/lib/posts/schema';
import type { Tables, TablesInsert } from '@/lib/supabase/database.types';

export const POST_COLUMNS = columnsOf('posts', [
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
  'deleted_at',
]);

/** A post as the app uses it. */
export type Post = {
  id: string;
  title: string;
  /** Unique; the public URL is /blog/<slug>. */
  slug: string;
  summary: string;
  /** Markdown. */
  body: string;
  /** `posts/<name>.<ext>` in the project-images bucket. */
  coverPath: string | null;
  coverAlt: string | null;
  /** The cover's public address, or null. */
  coverSrc: string | null;
  /** Normalised (lib/posts/tags.ts), at most 5. */
  tags: string[];
  projectId: string | null;
  status: PostStatus;
  /** Visitors see a published post from this instant on (row-level security). */
  publishAt: string;
  updatedAt: string;
  readingMinutes: number;
};

export const toPost = (row: Tables<'posts'>): Post => ({
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
  status: oneOf(PUBLISHING_STATUSES, row.status, 'posts.status'),
  publishAt: isoInstant(row.publish_at),
  updatedAt: isoInstant(row.updated_at),
  readingMinutes: readingMinutes(row.body),
});

/** The columns a form writes; a null slug is made from the title, a null time is now. */
export const toPostRow = (input: PostInput) =>
  filledByTrigger<TablesInsert<'posts'>, 'slug'>({
    ...asColumns('posts', input, ['title', 'slug', 'summary', 'body', 'coverPath', 'tags', 'projectId', 'status']),
    cover_alt: input.coverPath ? input.coverAlt : null,
    publish_at: input.publishAt ?? new Date().toISOString(),
  });

/** Named CHECK constraints of public.posts → what to fix (checked against the migration). */
export const POST_CONSTRAINT_MESSAGES: Record<string, string> = {
  posts_slug_key: 'Another post already uses this slug (perhaps one in the trash). Choose another one.',
  posts_title_length: `Title must be 1 to ${L.title} characters`,
  posts_slug_format: POST_SLUG_RULE,
  posts_summary_length: `Summary must be 1 to ${L.summary} characters`,
  posts_body_length: `Body must be 1 to ${L.body.toLocaleString('en-US')} characters`,
  posts_cover_valid: 'The cover image needs alt text of up to 300 characters, or upload it again.',
  posts_tags_valid: `Use at most ${L.tags} tags of up to ${L.tag} characters each`,
  posts_status_valid: 'Status must be draft or published',
  posts_project_id_fkey: 'That project no longer exists. Choose another one, or none.',
};
