import type { ProjectGridData } from '@/lib/projects/public';
import { toCardProject } from '@/lib/projects/cards';
import { PAGE_SIZE } from '@/lib/projects/vocabulary';
import { ProjectBrowser } from './project-browser';
import { ProjectFilters, ProjectList } from './project-browser-view';

/**
 * The project grid of the home page and /projects: its first page prerendered, as ProjectBrowser
 * draws 'all', so it costs no code; filtering and "Load more" load theirs on first use. One page,
 * not every project, so a page weighs the same however many projects there are.
 */
export function ProjectGrid({ firstPage, counts }: ProjectGridData) {
  const cards = firstPage.map(toCardProject);
  return (
    <ProjectBrowser shown={cards.length} counts={counts} pageSize={PAGE_SIZE}>
      <ProjectFilters active="all" />
      {cards.length > 0 ? <ProjectList projects={cards} /> : null}
    </ProjectBrowser>
  );
}
