// The words and numbers a project is made of: categories, statuses, limits and the texts the
// admin area shows. Zod-free, so client components can import it without shipping the
// validator; the public grid's code imports ./grid alone, without the admin's texts. A test
// checks the limits against the migration's constraints.
import type { PublishingStatus } from '@/lib/lists/vocabulary';

export { CATEGORIES, FILTERS, MAX_PAGE_LIMIT, categoryLabel, projectPath, type Category, type Filter } from './grid';

/** A draft is seen only by the owner; a published project by everyone. */
export type Status = PublishingStatus;

/**
 * Who may see a published project: everyone (listed everywhere), whoever has its address
 * (unlisted: in no list, sitemap or feed), or only holders of a share link (private).
 */
export const VISIBILITIES = ['public', 'unlisted', 'private'] as const;
export type Visibility = (typeof VISIBILITIES)[number];

export const VISIBILITY_LABELS: Record<Visibility, string> = { public: 'Public', unlisted: 'Unlisted', private: 'Private' };

export const VISIBILITY_HINTS: Record<Visibility, string> = {
  public: 'Listed on the site, in the sitemap and in search results.',
  unlisted: 'Open to anyone with its address; in no list, sitemap or search result. The address comes from the title, so it can be guessed: use Private for confidential work.',
  private: 'Only through a share link you create, or your preview. Its images move to private storage.',
};

/** The same limits as the database constraints in supabase/migrations. */
export const PROJECT_LIMITS = {
  title: 200,
  /** Markdown: room for a case study. */
  description: 20_000,
  slug: 80,
  reportTitle: 120,
  technologies: 30,
  technology: 50,
  /** The main image and up to 20 more. */
  images: 21,
  alt: 300,
  url: 2048,
  client: 120,
  ownerRole: 120,
  teamSize: 500,
  outcomes: 4,
  outcomeValue: 16,
  outcomeLabel: 60,
  videoTitle: 200,
  shareLinkName: 100,
} as const;

/** A case study shows up to four outcomes: the form's numbered slots. */
export const OUTCOME_SLOTS = [1, 2, 3, 4] as const;
export type OutcomeSlot = (typeof OUTCOME_SLOTS)[number];

/** Cards per page of the project grid (home, /projects); more load on demand, so the page stays small at any scale. */
export const PAGE_SIZE = 12;

/** "Similar Projects": how many, and how many technologies each card shows. */
export const SIMILAR_LIMIT = 3;
export const SIMILAR_TECHNOLOGIES = 3;

export const CATEGORY_RULE = 'Choose a category: wordpress, power bi, web development or other';

/** What the admin area says, in one place (toasts, refusals, list texts). */
export const PROJECT_TEXTS = {
  added: 'Project added successfully',
  draftSaved: 'Draft saved successfully',
  published: 'Project published',
  unpublished: 'Project unpublished',
  updated: 'Project updated successfully',
  deleted: 'Project deleted successfully',
  deleteFailed: 'Failed to delete project',
  moved: 'Project moved',
  forbidden: 'This account cannot change projects. Only the site owner can.',
  notFound: 'That project no longer exists.',
  formExpired: 'This form has expired. Reload the page and try again.',
  listFailed: 'Failed to fetch projects',
} as const;

/** A project's page. */
