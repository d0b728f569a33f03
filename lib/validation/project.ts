import { z } from 'zod';
import { CATEGORIES, CATEGORY_RULE, LIMITS, MOVE_DIRECTIONS, PROJECT_MESSAGES } from '@/lib/projects/vocabulary';
import { isHttpUrl, isImageSrc } from '@/lib/utils';

/** "React, Next.js ,, " → ["React", "Next.js"]: split on commas (and new lines), trimmed, empties dropped. */
export function splitList(value: string): string[] {
  return value
    .split(/[,\n]/)
    .map((item) => item.trim())
    .filter(Boolean);
}

/** Keeps the first spelling of each name, compared case-insensitively. */
function dedupe(items: string[]): string[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = item.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')} characters`);

const optionalLink = (label: string, isValid: (v: string) => boolean, rule: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => value || null)
    .refine((value) => value === null || isValid(value), `${label} must be ${rule}`);

const HTTP_RULE = 'a valid http(s) URL, e.g. https://example.com';
const IMAGE_RULE = 'a valid http(s) URL or a site path starting with /';

const technologies = z
  .string()
  .max(LIMITS.technologies * (LIMITS.technology + 2), 'Technologies is too long')
  .optional()
  .superRefine((value, ctx) => {
    if (value && value.trim() && splitList(value).length === 0) {
      ctx.addIssue({ code: 'custom', message: 'Technologies must be comma-separated names, e.g. React, Tailwind CSS' });
    }
  })
  .transform((value) => dedupe(splitList(value ?? '')))
  .pipe(
    z
      .array(z.string().max(LIMITS.technology, `Each technology must be at most ${LIMITS.technology} characters`))
      .max(LIMITS.technologies, `At most ${LIMITS.technologies} technologies`),
  );

const gallery = z
  .string()
  .max(LIMITS.gallery * (LIMITS.url + 2), 'Gallery is too long')
  .optional()
  .transform((value) => splitList(value ?? ''))
  .superRefine((items, ctx) => {
    if (items.length > LIMITS.gallery) {
      ctx.addIssue({ code: 'custom', message: `At most ${LIMITS.gallery} gallery images` });
    }
    items.forEach((item, index) => {
      if (!isImageSrc(item)) ctx.addIssue({ code: 'custom', message: `Gallery image ${index + 1} must be ${IMAGE_RULE}` });
    });
  });

/** The admin project form, parsed from FormData strings. */
export const projectSchema = z.object({
  title: text('Title', LIMITS.title),
  description: text('Description', LIMITS.description),
  category: z.enum(CATEGORIES, { error: CATEGORY_RULE }),
  technologies,
  imageUrl: optionalLink('Image URL', isImageSrc, IMAGE_RULE),
  projectUrl: optionalLink('Project URL', isHttpUrl, HTTP_RULE),
  githubUrl: optionalLink('GitHub URL', isHttpUrl, HTTP_RULE),
  gallery,
  // A checkbox posts "on" when ticked and nothing otherwise.
  featured: z
    .union([z.literal('on'), z.literal('true'), z.boolean()])
    .optional()
    .transform((value) => value === 'on' || value === 'true' || value === true),
});

export type ProjectFormField = keyof z.input<typeof projectSchema>;
export type ProjectInput = z.output<typeof projectSchema>;

export const projectIdSchema = z.uuid({ error: 'Not a valid project id' });

/** The add form: the fields plus the id the new row gets (see createProject). */
export const newProjectSchema = projectSchema.extend({ id: z.uuid({ error: PROJECT_MESSAGES.formExpired }) });

/** The edit form: the fields plus the project being edited. */
export const editedProjectSchema = projectSchema.extend({ projectId: z.uuid({ error: PROJECT_MESSAGES.notFound }) });

export const moveProjectSchema = z.object({ id: projectIdSchema, direction: z.enum(MOVE_DIRECTIONS) });
