import type { Project } from '@/lib/projects/model';
import { formatPeriod, teamLabel } from '@/lib/projects/facts';

/**
 * The case study at a glance, beside the title: who it was for, the owner's role, when, how
 * big the team was (a definition list, read in order), then the outcomes as value + label
 * pairs. Each part is left out when empty; nothing at all when every part is.
 */
export function ProjectFacts({ project }: { project: Project }) {
  const period = formatPeriod(project);
  const facts = [
    { term: 'Client', detail: project.client },
    { term: 'Role', detail: project.ownerRole },
    { term: 'Period', detail: period },
    { term: 'Team', detail: project.teamSize ? teamLabel(project.teamSize) : null },
  ].filter((fact): fact is { term: string; detail: string } => Boolean(fact.detail));

  if (facts.length === 0 && project.outcomes.length === 0) return null;
  return (
    <section aria-labelledby="project-facts" className="panel p-5">
      <h2 id="project-facts" className="sr-only">
        Project facts
      </h2>
      {facts.length > 0 ? (
        <dl className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm">
          {facts.map(({ term, detail }) => (
            <div key={term}>
              <dt className="eyebrow text-xs">{term}</dt>
              <dd className="mt-0.5 font-medium">{detail}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {project.outcomes.length > 0 ? (
        <div className={facts.length > 0 ? 'mt-5 border-t pt-5' : undefined}>
          <h3 className="eyebrow mb-3 text-xs">
            Outcomes
          </h3>
          <dl className="grid grid-cols-2 gap-4">
            {project.outcomes.map((outcome) => (
              // Read as term then detail ("no-shows: −25%"), shown value first.
              <div key={`${outcome.value} ${outcome.label}`} className="flex flex-col-reverse">
                <dt className="mt-1 text-sm text-muted-foreground">{outcome.label}</dt>
                <dd className="text-3xl font-extrabold tracking-tight text-primary">{outcome.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
    </section>
  );
}
