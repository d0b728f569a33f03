import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import type { CardProject } from '@/lib/projects/cards';
import { projectPath } from '@/lib/projects/grid';
import { LinkPending } from './link-pending';
import { ImagePlaceholder, ProjectImage } from './project-image';
import { TechnologyList } from './technology-list';

/**
 * A card of a project grid, as the list item itself. The link to the project covers the whole
 * card (its ::after), and the technology badges are links of their own above it: a link may not
 * hold another link. Its parts are styled by position under `.card` (app/theme.css), not by
 * classes of their own. Renders on server or client.
 */
export function ProjectCard({ project, isPriority = false }: { project: CardProject; isPriority?: boolean }) {
  return (
    <li data-category={project.category} className="card">
      <Link href={projectPath(project.slug)}>
        <LinkPending />
        <div className="card-media">
          {project.image ? <ProjectImage image={project.image} alt={project.image.alt} priority={isPriority} /> : <ImagePlaceholder title={project.title} />}
        </div>
        <div className="card-body">
          <div>
            <h3>{project.title}</h3>
            {project.featured || project.hasReport ? (
              <div>
                {project.featured ? <Badge variant="featured">Featured</Badge> : null}
                {project.hasReport ? <Badge variant="outline">Live report</Badge> : null}
              </div>
            ) : null}
          </div>
          <p>{project.excerpt}</p>
          {project.outcome ? (
            <p>
              <strong>{project.outcome.value}</strong> {project.outcome.label}
            </p>
          ) : null}
        </div>
      </Link>
      <TechnologyList technologies={project.technologies} label="Technologies" linked />
    </li>
  );
}
