import Link from 'next/link';
import { RelatedList } from '@/components/site/related-list';
import type { Project } from '@/lib/projects/model';
import { markdownExcerpt } from '@/lib/markdown/excerpt';
import { projectPath } from '@/lib/projects/vocabulary';
import { SIMILAR_TECHNOLOGIES } from '@/lib/projects/vocabulary';
import { LinkPending } from './link-pending';
import { TechnologyList } from './technology-list';

export function SimilarProjects({ projects }: { projects: Project[] }) {
  return (
    <RelatedList
      id="similar-projects"
      title="Similar Projects"
      items={projects}
      keyOf={(project) => project.slug}
      className="mt-20"
      listClassName="md:grid-cols-3"
      render={(project) => (
        // The project link covers the card (its ::after); the technology links sit above it.
        <div className="card gap-3 p-5">
          <Link href={projectPath(project.slug)} className="gap-3">
            <LinkPending />
            <h3 className="font-semibold">{project.title}</h3>
            <p className="line-clamp-3 text-sm text-muted-foreground">{markdownExcerpt(project.description, 200)}</p>
          </Link>
          <TechnologyList technologies={project.technologies.slice(0, SIMILAR_TECHNOLOGIES)} label="Technologies" linked className="mt-auto" />
        </div>
      )}
    />
  );
}
