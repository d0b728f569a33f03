import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import type { CardProject } from '@/lib/projects/cards';
import { projectPath } from '@/lib/projects/vocabulary';
import { LinkPending } from './link-pending';
import { ImagePlaceholder, ProjectImage } from './project-image';
import { TechnologyList } from './technology-list';

/**
 * A card on the home grid. The link to the project covers the whole card (its ::after), and
 * the technology badges are links of their own above it: a link may not hold another link.
 * Renders on server or client.
 */
export function ProjectCard({ project, isPriority = false }: { project: CardProject; isPriority?: boolean }) {
  return (
    <div className="group relative flex h-full flex-col rounded-card border bg-card text-card-foreground shadow-sm transition hover:-translate-y-0.5 hover:shadow-md">
      <Link
        href={projectPath(project.slug)}
        className="flex flex-1 flex-col after:absolute after:inset-0 after:rounded-card focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-ring"
      >
        <LinkPending text="Loading project details..." />
        <div className="aspect-[16/10] overflow-hidden rounded-t-card bg-muted">
          {project.image ? (
            <ProjectImage
              image={project.image}
              alt={project.image.alt}
              priority={isPriority}
              className="transition-transform duration-300 group-hover:scale-[1.03]"
            />
          ) : (
            <ImagePlaceholder title={project.title} />
          )}
        </div>
        <div className="flex flex-1 flex-col gap-3 px-5 pb-4 pt-5">
          <div className="flex items-start justify-between gap-3">
            <h3 className="text-lg font-semibold leading-snug group-hover:text-primary">{project.title}</h3>
            {project.featured || project.hasReport ? (
              <div className="flex shrink-0 flex-col items-end gap-1.5">
                {project.featured ? <Badge variant="featured">Featured</Badge> : null}
                {project.hasReport ? <Badge variant="outline">Live report</Badge> : null}
              </div>
            ) : null}
          </div>
          <p className="line-clamp-3 text-sm text-muted-foreground">{project.excerpt}</p>
          {project.outcome ? (
            <p className="text-sm">
              <strong className="font-bold text-primary">{project.outcome.value}</strong> {project.outcome.label}
            </p>
          ) : null}
        </div>
      </Link>
      <TechnologyList technologies={project.technologies} label="Technologies" linked className="px-5 pb-5" />
    </div>
  );
}
