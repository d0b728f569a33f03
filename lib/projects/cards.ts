import 'server-only';
import type { Project } from '@/lib/data/projects/model';
import type { ProjectPage } from '@/lib/data/projects/public';
import { IMAGE_VARIANTS, imageSource, type ImageSource } from '@/lib/images';

/** Just what a home-grid card shows: the payload of the prerendered page and of /api/projects. */
export type CardProject = Pick<Project, 'id' | 'title' | 'description' | 'category' | 'featured' | 'technologies'> & {
  /** The main image and its alt text. */
  image: (ImageSource & { alt: string }) | null;
};

export type CardPage = { projects: CardProject[]; total: number };

export function toCardProject({ id, title, description, category, featured, technologies, images }: Project): CardProject {
  const main = images[0];
  return {
    id,
    title,
    description,
    category,
    featured,
    technologies,
    image: main ? { ...imageSource(main.src, IMAGE_VARIANTS.card), alt: main.alt } : null,
  };
}

export function toCardPage(page: ProjectPage): CardPage {
  return { projects: page.projects.map(toCardProject), total: page.total };
}
