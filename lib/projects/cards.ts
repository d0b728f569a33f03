import 'server-only';
import type { Project } from '@/lib/data/projects/model';
import type { ProjectPage } from '@/lib/data/projects/public';
import { IMAGE_VARIANTS, imageSource, type ImageSource } from '@/lib/images';

/** Just what a home-grid card shows: the payload of the prerendered page and of /api/projects. */
export type CardProject = Pick<Project, 'id' | 'title' | 'description' | 'category' | 'featured' | 'technologies'> & {
  image: ImageSource | null;
};

export type CardPage = { projects: CardProject[]; total: number };

export function toCardProject({ id, title, description, category, featured, technologies, imageUrl }: Project): CardProject {
  return {
    id,
    title,
    description,
    category,
    featured,
    technologies,
    image: imageUrl ? imageSource(imageUrl, IMAGE_VARIANTS.card) : null,
  };
}

export function toCardPage(page: ProjectPage): CardPage {
  return { projects: page.projects.map(toCardProject), total: page.total };
}
