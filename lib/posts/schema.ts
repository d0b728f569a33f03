import { z } from 'zod';
import { isPostCoverPath } from '@/lib/posts/covers';
import { parseTags } from '@/lib/posts/tags';
import { newItemStatus } from '@/lib/lists/schema';
import { POST_LIMITS as L } from '@/lib/posts/vocabulary';
import { optionalProjectId, optionalSlug, optionalText, requiredText as text } from '@/lib/validation/fields';

export const POST_SLUG_RULE = 'Slug must be lowercase letters, digits and hyphens, e.g. faster-wordpress';

/** "Power BI, WordPress" → ['power-bi', 'wordpress']: normalised, repeats dropped, at most 5. */
const tags = z
  .string()
  .optional()
  .transform((value) => parseTags(value ?? ''))
  .refine((value) => value.length <= L.tags, `Use at most ${L.tags} tags`);

/**
 * The publish time as the browser converted it from the owner's local time (an ISO instant);
 * empty means "now" when the post is published.
 */
const publishAt = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || null)
  .refine((value) => value === null || (z.iso.datetime({ offset: true }).safeParse(value).success && !Number.isNaN(Date.parse(value))), 'Publish time must be a date and time');

export const postSchema = z
  .object({
    title: text('Title', L.title),
    slug: optionalSlug(L.slug, POST_SLUG_RULE),
    summary: text('Summary', L.summary),
    body: text('Body', L.body),
    coverPath: z
      .string()
      .trim()
      .optional()
      .transform((value) => value || null)
      .refine((value) => value === null || isPostCoverPath(value), 'The cover image could not be found. Upload it again.'),
    coverAlt: optionalText('Alt text', L.coverAlt),
    tags,
    projectId: optionalProjectId(),
    publishAt,
    // "Publish" (or "Schedule") posts published; "Save as draft" posts draft.
    status: newItemStatus(),
  })
  .superRefine((post, ctx) => {
    if (post.coverPath && !post.coverAlt) ctx.addIssue({ code: 'custom', path: ['coverAlt'], message: 'Describe the cover image for people who cannot see it' });
  });

export type PostFormField = keyof z.input<typeof postSchema>;
export type PostInput = z.output<typeof postSchema>;


/** What the admin form's Preview sends. */
export const postPreviewSchema = z.string().max(L.body);
