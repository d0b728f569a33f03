import type { CardProject } from '@/lib/projects/cards';
import { FILTERS, categoryLabel, type Filter } from '@/lib/projects/vocabulary';
import { ProjectCard } from './project-card';

// The project grid's parts, drawn alike on the server (the prerendered first page) and in the
// browser (once ProjectBrowser has loaded its code). A filter's data attribute names what a
// click asks for before that code is there.

export function ProjectFilters({ active, onChoose }: { active: Filter; onChoose?: (filter: Filter) => void }) {
  return (
    <div role="group" aria-label="Filter projects by category" className="badge-row mb-8">
      {FILTERS.map((option) => (
        <button
          key={option}
          type="button"
          data-filter={option}
          aria-pressed={active === option}
          onClick={onChoose && (() => onChoose(option))}
          className="chip"
        >
          {categoryLabel(option)}
        </button>
      ))}
    </div>
  );
}

export function ProjectList({ projects }: { projects: CardProject[] }) {
  return (
    <ul className="grid-3">
      {projects.map((project) => (
        <ProjectCard key={project.slug} project={project} />
      ))}
    </ul>
  );
}
