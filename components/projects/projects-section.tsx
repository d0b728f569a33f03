import type { Project } from '@/lib/data/projects';
import { ProjectCard } from './project-card';
import { FILTERS, type Filter } from '@/lib/validation/project';
import { ProjectFilter } from './project-filter';

export function ProjectsSection({ projects }: { projects: Project[] }) {
  const counts = Object.fromEntries(
    FILTERS.map((filter) => [filter, filter === 'all' ? projects.length : projects.filter((p) => p.category === filter).length]),
  ) as Record<Filter, number>;

  return (
    <section id="projects" className="py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 className="text-center text-3xl font-bold tracking-tight sm:text-4xl">Featured Projects</h2>
        <p className="mx-auto mt-3 mb-10 max-w-2xl text-center text-muted-foreground">
          A selection of WordPress builds, Power BI reports and web applications.
        </p>
        {projects.length === 0 ? (
          <p className="rounded-card border border-dashed p-10 text-center text-muted-foreground">
            No projects yet. Check back soon or log in to add projects!
          </p>
        ) : (
          <ProjectFilter counts={counts}>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {projects.map((project) => (
                <li key={project.id} data-category={project.category}>
                  <ProjectCard project={project} />
                </li>
              ))}
            </ul>
          </ProjectFilter>
        )}
      </div>
    </section>
  );
}
