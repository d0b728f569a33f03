import Link from 'next/link';
import type { Project } from '@/lib/projects/model';
import { markdownExcerpt } from '@/lib/markdown/excerpt';
import { projectPath } from '@/lib/projects/vocabulary';
import { SIMILAR_TECHNOLOGIES } from '@/lib/projects/vocabulary';
import { LinkPending } from './link-pending';
import { TechnologyList } from './technology-list';

export function SimilarProjects({ projects }: { projects: Project[] }) {
  if (projects.length === 0) return null;
  return (
    <section aria-labelledby="similar-projects" className="mt-20">
      <h2 id="similar-projects" className="text-2xl font-bold tracking-tight">
        Similar Projects
      </h2>
      <ul className="mt-6 grid gap-5 md:grid-cols-3">
        {projects.map((project) => (
          <li key={project.slug}>
            {/* The project link covers the card (its ::after); the technology links sit above it. */}
            <div className="card gap-3 p-5">
              <Link href={projectPath(project.slug)} className="gap-3">
                <LinkPending />
                <h3 className="font-semibold">{project.title}</h3>
                <p className="line-clamp-3 text-sm text-muted-foreground">{markdownExcerpt(project.description, 200)}</p>
              </Link>
              <TechnologyList technologies={project.technologies.slice(0, SIMILAR_TECHNOLOGIES)} label="Technologies" linked className="mt-auto" />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
