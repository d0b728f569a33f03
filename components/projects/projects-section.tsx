import type { HomeProjects } from '@/lib/projects/public';
import { toCardProject } from '@/lib/projects/cards';
import { ProjectBrowser } from './project-browser';
import { ProjectFilters, ProjectList } from './project-browser-view';

export function ProjectsSection({ firstPage, counts, pageSize, intro }: HomeProjects & { pageSize: number; intro: string | null }) {
  const cards = firstPage.map(toCardProject);
  return (
    <section id="projects" className="py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mb-10">
          <h2 className="text-center text-3xl font-bold tracking-tight sm:text-4xl">Featured Projects</h2>
          {intro ? <p className="mx-auto mt-3 max-w-2xl text-center text-muted-foreground">{intro}</p> : null}
        </div>
        {counts.all === 0 ? (
          <p className="rounded-card border border-dashed p-10 text-center text-muted-foreground">
            No projects yet. Check back soon or log in to add projects!
          </p>
        ) : (
          <ProjectBrowser firstPage={cards} counts={counts} pageSize={pageSize}>
            {/* The first page of 'all', as ProjectBrowser draws it: prerendered, so it costs no code. */}
            <ProjectFilters active="all" />
            {cards.length > 0 ? <ProjectList projects={cards} /> : null}
          </ProjectBrowser>
        )}
      </div>
    </section>
  );
}
