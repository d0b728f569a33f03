import 'server-only';
import type { Outcome, Project, ProjectPage } from '@/lib/projects/model';
import { IMAGE_VARIANTS, imageSource, type ImageSource } from '@/lib/images/sources';
import { markdownExcerpt } from '@/lib/markdown/excerpt';
import { isOneOf } from '@/lib/data/rows';
import { CATEGORIES, FILTERS, type Filter } from '@/lib/projects/vocabulary';

/** How much of a case study a card shows (three lines at most). */
const CARD_EXCERPT = 200;

/** Just what a home-grid card shows: the payload of the prerendered page and of /api/projects. */
export type CardProject = Pick<Project, 'id' | 'slug' | 'title' | 'category' | 'featured' | 'technologies'> & {
  /** Plain text: the start of the case study. */
  excerpt: string;
  hasReport: boolean;
  /** The main image and its alt text. */
  image: (ImageSource & { alt: string }) | null;
  /** The case study's first outcome, the one a card shows. */
  outcome: Outcome | null;
};

export type CardPage = { projects: CardProject[]; total: number };

export function toCardProject({ id, slug, title, description, category, featured, technologies, images, reportUrl, outcomes }: Project): CardProject {
  const main = images[0];
  return {
    id,
    slug,
    title,
    excerpt: markdownExcerpt(description, CARD_EXCERPT),
    hasReport: reportUrl !== null,
    category,
    featured,
    technologies,
    image: main ? { ...imageSource(main.src, IMAGE_VARIANTS.card), alt: main.alt } : null,
    outcome: outcomes[0] ?? null,
  };
}

export function toCardPage(page: ProjectPage): CardPage {
  return { projects: page.projects.map(toCardProject), total: page.total };
}

/** How many of the projects there are in all and per category: the grid's filter counts. */
export function categoryCounts(projects: readonly { category: string }[]): Record<Filter, number> {
  const counts = Object.fromEntries(FILTERS.map((filter) => [filter, 0])) as Record<Filter, number>;
  counts.all = projects.length;
  for (const { category } of projects) if (isOneOf(CATEGORIES, category)) counts[category] += 1;
  return counts;
}
