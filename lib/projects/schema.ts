import { z } from 'zod';
import { IMAGE_PATH, type StoredImage } from '@/lib/images/bucket';
import { POWER_BI_RULE, parsePowerBiUrl } from '@/lib/projects/power-bi';
import { VIDEO_RULE, parseVideoUrl } from '@/lib/video/embed';
import { isSlug, isUuid } from '@/lib/slug';
import { newItemStatus, statusChangeSchema } from '@/lib/lists/schema';
import { CATEGORIES, CATEGORY_RULE, OUTCOME_SLOTS, PROJECT_LIMITS, PROJECT_TEXTS, VISIBILITIES, type OutcomeSlot } from '@/lib/projects/vocabulary';
import { isHttpUrl, isImageSrc } from '@/lib/utils';
import { checkbox, optionalLabel, optionalMonth, requiredText as text, splitList } from '@/lib/validation/fields';

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

const optionalLink = (label: string, isValid: (v: string) => boolean, rule: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => value || null)
    .refine((value) => value === null || isValid(value), `${label} must be ${rule}`);

const HTTP_RULE = 'a valid http(s) URL, e.g. https://example.com';
const IMAGE_RULE = 'an http(s) URL or a site path starting with /';

const technologies = z
  .string()
  .max(PROJECT_LIMITS.technologies * (PROJECT_LIMITS.technology + 2), 'Technologies is too long')
  .optional()
  .superRefine((value, ctx) => {
    if (value && value.trim() && splitList(value).length === 0) {
      ctx.addIssue({ code: 'custom', message: 'Technologies must be comma-separated names, e.g. React, Tailwind CSS' });
    }
  })
  .transform((value) => dedupe(splitList(value ?? '')))
  .pipe(
    z
      .array(z.string().max(PROJECT_LIMITS.technology, `Each technology must be at most ${PROJECT_LIMITS.technology} characters`))
      .max(PROJECT_LIMITS.technologies, `At most ${PROJECT_LIMITS.technologies} technologies`),
  );

const alt = (n: number) =>
  z
    .string({ error: `Image ${n} needs alt text: describe what it shows` })
    .trim()
    .min(1, `Image ${n} needs alt text: describe what it shows`)
    .max(PROJECT_LIMITS.alt, `The alt text of image ${n} must be at most ${PROJECT_LIMITS.alt} characters`);

/** One image of the list, a file in the bucket or a link; `n` (1-based) names it in messages. */
const image = (n: number, item: unknown) =>
  item !== null && typeof item === 'object' && 'path' in item
    ? z.strictObject({ path: z.string().regex(IMAGE_PATH, `Image ${n} is not a file uploaded for this project`), alt: alt(n) })
    : z.strictObject(
        { url: z.string({ error: `Image ${n} must be ${IMAGE_RULE}` }).trim().refine(isImageSrc, `Image ${n} must be ${IMAGE_RULE}`), alt: alt(n) },
        { error: `Image ${n} must be ${IMAGE_RULE}` },
      );

const UNREADABLE = 'The image list could not be read. Reload the page and try again.';

/**
 * The image list the form posts as JSON: uploaded files (their path in the bucket) or links,
 * in order (the first is the main image), each with alt text.
 */
export const imageListSchema = z
  .string()
  .max(PROJECT_LIMITS.images * (PROJECT_LIMITS.url + PROJECT_LIMITS.alt + 40), 'The image list is too long')
  .optional()
  .transform((value, ctx): StoredImage[] => {
    let items: unknown;
    try {
      items = JSON.parse(value?.trim() || '[]');
    } catch {
      items = null;
    }
    if (!Array.isArray(items)) {
      ctx.addIssue({ code: 'custom', message: UNREADABLE });
      return z.NEVER;
    }
    if (items.length > PROJECT_LIMITS.images) {
      ctx.addIssue({ code: 'custom', message: `At most ${PROJECT_LIMITS.images} images: the main image and ${PROJECT_LIMITS.images - 1} more` });
      return z.NEVER;
    }
    const images: StoredImage[] = [];
    items.forEach((item, index) => {
      const result = image(index + 1, item).safeParse(item);
      if (result.success) images.push(result.data);
      else ctx.addIssue({ code: 'custom', message: result.error.issues[0]!.message });
    });
    return images;
  });

export const SLUG_RULE = 'Slug must be lowercase letters, digits and hyphens, e.g. harbor-coffee-shop';

/** Empty: the database makes one from the title. Typed capitals are lowered, nothing else is changed. */
const slug = z
  .string()
  .trim()
  .toLowerCase()
  .max(PROJECT_LIMITS.slug, `Slug must be at most ${PROJECT_LIMITS.slug} characters`)
  .optional()
  .transform((value) => value || null)
  .refine((value) => value === null || !isUuid(value), 'Slug must not look like a project id')
  .refine((value) => value === null || isSlug(value), SLUG_RULE);

const reportUrl = z
  .string()
  .max(4000, POWER_BI_RULE)
  .optional()
  .transform((value, ctx) => {
    if (!value?.trim()) return null;
    const url = parsePowerBiUrl(value);
    if (!url) {
      ctx.addIssue({ code: 'custom', message: POWER_BI_RULE });
      return z.NEVER;
    }
    return url;
  });

const reportTitle = z
  .string()
  .trim()
  .max(PROJECT_LIMITS.reportTitle, `Report name must be at most ${PROJECT_LIMITS.reportTitle} characters`)
  .optional()
  .transform((value) => value || null);

/** A pasted YouTube, Vimeo or Loom link, stored as its canonical embed address. */
export const videoUrlSchema = z
  .string()
  .max(PROJECT_LIMITS.url, VIDEO_RULE)
  .optional()
  .transform((value, ctx) => {
    if (!value?.trim()) return null;
    const url = parseVideoUrl(value);
    if (!url) {
      ctx.addIssue({ code: 'custom', message: VIDEO_RULE });
      return z.NEVER;
    }
    return url;
  });

const videoTitle = z
  .string()
  .trim()
  .max(PROJECT_LIMITS.videoTitle, `Video name must be at most ${PROJECT_LIMITS.videoTitle} characters`)
  .optional()
  .transform((value) => value || null);

/** The case study's facts, each optional; outcomes are up to four value + label pairs. */
const outcomeFields = Object.fromEntries(
  OUTCOME_SLOTS.flatMap((n) => [
    [`outcome${n}Value`, optionalLabel(`Outcome ${n} value`, PROJECT_LIMITS.outcomeValue)],
    [`outcome${n}Label`, optionalLabel(`Outcome ${n} label`, PROJECT_LIMITS.outcomeLabel)],
  ]),
) as Record<`outcome${OutcomeSlot}${'Value' | 'Label'}`, ReturnType<typeof optionalLabel>>;

const factFields = {
  client: optionalLabel('Client', PROJECT_LIMITS.client),
  ownerRole: optionalLabel('Your role', PROJECT_LIMITS.ownerRole),
  periodStart: optionalMonth('Start'),
  periodEnd: optionalMonth('End'),
  isOngoing: checkbox(),
  teamSize: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? Number(value) : null))
    .refine((value) => value === null || (Number.isInteger(value) && value >= 1 && value <= PROJECT_LIMITS.teamSize), `Team size must be a whole number from 1 to ${PROJECT_LIMITS.teamSize}`),
  ...outcomeFields,
};

type Facts = { periodStart: string | null; periodEnd: string | null; isOngoing: boolean } & Record<`outcome${OutcomeSlot}${'Value' | 'Label'}`, string | null>;

function checkFacts(facts: Facts, ctx: z.RefinementCtx) {
  if (facts.periodEnd && !facts.periodStart) ctx.addIssue({ code: 'custom', path: ['periodStart'], message: 'Start is required when there is an end' });
  if (facts.isOngoing && !facts.periodStart) ctx.addIssue({ code: 'custom', path: ['periodStart'], message: 'Start is required for an ongoing project' });
  if (facts.isOngoing && facts.periodEnd) ctx.addIssue({ code: 'custom', path: ['periodEnd'], message: 'An ongoing project has no end: leave End empty' });
  if (facts.periodStart && facts.periodEnd && facts.periodEnd < facts.periodStart) ctx.addIssue({ code: 'custom', path: ['periodEnd'], message: 'End cannot be before Start' });
  for (const n of OUTCOME_SLOTS) {
    const [value, label] = [facts[`outcome${n}Value`], facts[`outcome${n}Label`]];
    if (value && !label) ctx.addIssue({ code: 'custom', path: [`outcome${n}Label`], message: `Outcome ${n} needs a label, e.g. "no-shows"` });
    if (label && !value) ctx.addIssue({ code: 'custom', path: [`outcome${n}Value`], message: `Outcome ${n} needs a value, e.g. "−25%"` });
  }
}

/** The outcomes a valid form holds, in order, empty slots left out. */
export function outcomesOf(facts: Facts): { value: string; label: string }[] {
  return OUTCOME_SLOTS.flatMap((n) => {
    const [value, label] = [facts[`outcome${n}Value`], facts[`outcome${n}Label`]];
    return value && label ? [{ value, label }] : [];
  });
}

export const projectSchema = z.object({
  title: text('Title', PROJECT_LIMITS.title),
  slug,
  description: text('Description', PROJECT_LIMITS.description),
  category: z.enum(CATEGORIES, { error: CATEGORY_RULE }),
  technologies,
  images: imageListSchema,
  projectUrl: optionalLink('Project URL', isHttpUrl, HTTP_RULE),
  githubUrl: optionalLink('GitHub URL', isHttpUrl, HTTP_RULE),
  reportUrl,
  reportTitle,
  featured: checkbox(),
  visibility: z.enum(VISIBILITIES, { error: 'Choose who may see the project: public, unlisted or private' }).optional().default('public'),
  videoUrl: videoUrlSchema,
  videoTitle,
  ...factFields,
})
  .superRefine(checkFacts)
  .superRefine((input, ctx) => {
    if (input.videoTitle && !input.videoUrl) ctx.addIssue({ code: 'custom', path: ['videoUrl'], message: 'A video name needs a video link' });
  });

export type ProjectFormField = keyof z.input<typeof projectSchema>;
export type ProjectInput = z.output<typeof projectSchema>;

export const projectIdSchema = z.uuid({ error: 'Not a valid project id' });

/** The add form: the fields, the id the new row gets (see createProject) and which button sent it. */
export const newProjectSchema = projectSchema.safeExtend({
  id: z.uuid({ error: PROJECT_TEXTS.formExpired }),
  // "Add Project" publishes; "Save as draft" posts status=draft.
  status: newItemStatus(),
});

/** Publish or unpublish. */
export const projectStatusSchema = statusChangeSchema(projectIdSchema);

/** The description to preview in the admin form. */
export const markdownPreviewSchema = z.object({
  markdown: z
    .string({ error: 'Nothing to preview' })
    .max(PROJECT_LIMITS.description, `Description must be at most ${PROJECT_LIMITS.description.toLocaleString('en-US')} characters`),
  projectImages: z.array(z.string().max(PROJECT_LIMITS.url)).max(PROJECT_LIMITS.images),
});

/** The edit form: the fields plus the project being edited. */
export const editedProjectSchema = projectSchema.safeExtend({ projectId: z.uuid({ error: PROJECT_TEXTS.notFound }) });

