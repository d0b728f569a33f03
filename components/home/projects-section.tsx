import type { ProjectGridData } from '@/lib/projects/public';
import { ProjectGrid } from '@/components/projects/project-grid';
import { HomeSection } from './home-section';

export function ProjectsSection({ intro, ...grid }: ProjectGridData & { intro: string | null }) {
  return (
    <HomeSection id="projects" heading="Featured Projects" intro={intro}>
      <div className="mt-10">
        {grid.counts.all === 0 ? <p className="empty">No projects yet. Check back soon or log in to add projects!</p> : <ProjectGrid {...grid} />}
      </div>
    </HomeSection>
  );
}
