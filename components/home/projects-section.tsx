import type { HomeProjects } from '@/lib/projects/public';
import { toCardProject } from '@/lib/projects/cards';
import { ProjectBrowser } from '@/components/projects/project-browser';
import { ProjectFilters, ProjectList } from '@/components/projects/project-browser-view';
import { HomeSection } from './home-section';

export function ProjectsSection({ firstPage, counts, pageSize, intro }: HomeProjects & { pageSize: number; intro: string | null }) {
  const cards = firstPage.map(toCardProject);
  return (
    <HomeSection id="projects" heading="Featured Projects" intro={intro}>
      <div className="mt-10">
        {counts.all === 0 ? (
          <p className="empty">
            No projects yet. Check back soon or log in to add projects!
          </p>
        ) : (
          <ProjectBrowser shown={cards.length} counts={counts} pageSize={pageSize}>
            {/* The first page of 'all', as ProjectBrowser draws it: prerendered, so it costs no code. */}
            <ProjectFilters active="all" />
            {cards.length > 0 ? <ProjectList projects={cards} /> : null}
          </ProjectBrowser>
        )}
      </div>
    </HomeSection>
  );
}
