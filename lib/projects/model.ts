import 'server-only';
import type { Db } from '@/lib/supabase/db';
import { z } from 'zod';
import { asColumns, columnsOf, filledByTrigger, isoInstant, oneOf, parseStored, selectList } from '@/lib/data/rows';
import { env } from '@/lib/env';
import { imageSrc, type StoredImage } from '@/lib/images/bucket';
import { POWER_BI_RULE } from '@/lib/projects/power-bi';
import { VIDEO_RULE } from '@/lib/video/embed';
import { PUBLISHING_STATUSES } from '@/lib/lists/vocabulary';
import { CATEGORIES, CATEGORY_RULE, PROJECT_LIMITS, VISIBILITIES, type Category, type Status, type Visibility } from '@/lib/projects/vocabulary';
import { SLUG_RULE, outcomesOf, type ProjectInput } from '@/lib/projects/schema';
import type { Tables, TablesInsert } from '@/lib/supabase/database.types';

/** One result a case study shows, e.g. "−25%" / "no-shows". */
export type Outcome = { value: string; label: string };

export const PROJECT_COLUMNS = columnsOf('projects', [
  'id',
  'title',
  'slug',
  'status',
  'description',
  'category',
  'technologies',
  'images',
  'project_url',
  'github_url',
  'report_url',
  'report_title',
  'featured',
  'display_order',
  'created_at',
  'updated_at',
  'client',
  'owner_role',
  'period_start',
  'period_end',
  'is_ongoing',
  'team_size',
  'outcomes',
  'visibility',
  'video_url',
  'video_title',
  'deleted_at',
]);

/** The select list for every column. */
export const PROJECT_SELECT = selectList(PROJECT_COLUMNS);

/** An image as stored, plus the address to show it from. */
export type ProjectImage = StoredImage & { src: string };

/** The project as the app uses it. */
export type Project = {
  id: string;
  title: string;
  slug: string;
  status: Status;
  /** Markdown. */
  description: string;
  category: Category;
  technologies: string[];
  /** In order; the first is the main image. */
  images: ProjectImage[];
  projectUrl: string | null;
  githubUrl: string | null;
  reportUrl: string | null;
  reportTitle: string | null;
  featured: boolean;
  displayOrder: number;
  updatedAt: string;
  client: string | null;
  ownerRole: string | null;
  /** 'YYYY-MM'. */
  periodStart: string | null;
  periodEnd: string | null;
  isOngoing: boolean;
  teamSize: number | null;
  outcomes: Outcome[];
  visibility: Visibility;
  videoUrl: string | null;
  videoTitle: string | null;
};

/** One page of a list of projects, with how many the whole list holds. */
export type ProjectPage = { projects: Project[]; total: number };

const toMonth = (date: string | null) => (date ? date.slice(0, 7) : null);

// The jsonb columns in the shapes their CHECKs enforce (private.valid_project_images,
// private.valid_outcomes), keys in the order jsonb keeps them.
const storedImages = z.array(z.union([z.strictObject({ alt: z.string(), path: z.string() }), z.strictObject({ alt: z.string(), url: z.string() })]));
const outcomes = z.array(z.strictObject({ label: z.string(), value: z.string() }));

export function toProject(row: Tables<'projects'>): Project {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    status: oneOf(PUBLISHING_STATUSES, row.status, 'projects.status'),
    description: row.description,
    category: oneOf(CATEGORIES, row.category, 'projects.category'),
    technologies: row.technologies,
    images: parseStored(storedImages, row.images, 'projects.images').map((image) => ({ ...image, src: imageSrc(image, env.supabaseUrl) })),
    projectUrl: row.project_url,
    githubUrl: row.github_url,
    reportUrl: row.report_url,
    reportTitle: row.report_title,
    featured: row.featured,
    displayOrder: row.display_order,
    updatedAt: isoInstant(row.updated_at),
    client: row.client,
    ownerRole: row.owner_role,
    periodStart: toMonth(row.period_start),
    periodEnd: toMonth(row.period_end),
    isOngoing: row.is_ongoing,
    teamSize: row.team_size,
    outcomes: parseStored(outcomes, row.outcomes, 'projects.outcomes'),
    visibility: oneOf(VISIBILITIES, row.visibility, 'projects.visibility'),
    videoUrl: row.video_url,
    videoTitle: row.video_title,
  };
}

/**
 * The columns a form writes; the database fills in id, order and timestamps, and the slug
 * when it is left empty (from the title).
 */
export function toRow(input: ProjectInput): TablesInsert<'projects'> {
  return filledByTrigger<TablesInsert<'projects'>, 'display_order' | 'slug'>({
    ...asColumns('projects', input, [
      'title', 'slug', 'description', 'category', 'technologies', 'images', 'projectUrl', 'githubUrl', 'reportUrl', 'reportTitle', 'featured',
      'client', 'ownerRole', 'periodStart', 'periodEnd', 'isOngoing', 'teamSize', 'visibility', 'videoUrl', 'videoTitle',
    ]),
    outcomes: outcomesOf(input),
  });
}

/** Every column, in display order (ties broken by age, then id, so paging is stable). */
export function selectProjects(db: Db, options?: { count: 'exact' }) {
  return db
    .from('projects')
    .select(PROJECT_SELECT, options)
    // Not the trash, for the owner too (visitors' policies already leave it out).
    .is('deleted_at', null)
    .order('display_order', { ascending: true })
    .order('created_at', { ascending: true })
    .order('id', { ascending: true });
}

/** One project by id, every column; null data when there is none (or it is in the trash). */
export function selectProject(db: Db, id: string) {
  return db.from('projects').select(PROJECT_SELECT).eq('id', id).is('deleted_at', null).maybeSingle();
}

/** Named CHECK constraints of public.projects → what the owner should fix. Checked against the migration by a test. */
export const PROJECT_CONSTRAINT_MESSAGES: Record<string, string> = {
  projects_title_not_blank: 'Title is required',
  projects_title_length: `Title must be at most ${PROJECT_LIMITS.title} characters`,
  projects_description_not_blank: 'Description is required',
  projects_description_length: `Description must be at most ${PROJECT_LIMITS.description.toLocaleString('en-US')} characters`,
  projects_category_valid: CATEGORY_RULE,
  projects_technologies_count: `At most ${PROJECT_LIMITS.technologies} technologies`,
  projects_technologies_valid: `Each technology must be 1 to ${PROJECT_LIMITS.technology} characters`,
  projects_project_url_valid: 'Project URL must be a valid http(s) URL',
  projects_github_url_valid: 'GitHub URL must be a valid http(s) URL',
  projects_images_count: `At most ${PROJECT_LIMITS.images} images: the main image and ${PROJECT_LIMITS.images - 1} more`,
  projects_images_valid: `Every image must be an uploaded file or an http(s) URL, with alt text of 1 to ${PROJECT_LIMITS.alt} characters`,
  projects_slug_format: `${SLUG_RULE} (at most ${PROJECT_LIMITS.slug} characters, not shaped like a project id)`,
  projects_slug_key: 'That slug is already used by another project (perhaps one in the trash). Choose another one.',
  projects_status_valid: 'A project is either a draft or published',
  projects_report_url_valid: POWER_BI_RULE,
  projects_report_title_length: `Report name must be 1 to ${PROJECT_LIMITS.reportTitle} characters`,
  projects_client_length: `Client must be 1 to ${PROJECT_LIMITS.client} characters`,
  projects_owner_role_length: `Your role must be 1 to ${PROJECT_LIMITS.ownerRole} characters`,
  projects_period_valid: 'The period needs a start month; its end cannot be before the start, and an ongoing project has no end',
  projects_team_size_valid: `Team size must be a whole number from 1 to ${PROJECT_LIMITS.teamSize}`,
  projects_visibility_valid: 'Choose who may see the project: public, unlisted or private',
  projects_video_url_valid: VIDEO_RULE,
  projects_video_title_length: `Video name must be 1 to ${PROJECT_LIMITS.videoTitle} characters`,
  projects_video_title_needs_url: 'A video name needs a video link',
  projects_outcomes_valid: `At most ${PROJECT_LIMITS.outcomes} outcomes, each a value of at most ${PROJECT_LIMITS.outcomeValue} and a label of at most ${PROJECT_LIMITS.outcomeLabel} characters`,
};
