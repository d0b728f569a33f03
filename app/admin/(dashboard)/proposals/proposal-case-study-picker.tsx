'use client';

import { PROPOSAL_LIMITS as L } from '@/lib/proposals/vocabulary';
import type { Errors } from './proposal-lines';

export type Choice = { value: string; label: string };

type Props = { projects: Choice[]; chosen: string[]; onChange: (ids: string[]) => void; errors: Errors };

/** The case studies shown with the offer, in the order they are ticked; private ones show too (their images signed). */
export function ProposalCaseStudyPicker({ projects, chosen, onChange, errors }: Props) {
  const isFull = chosen.length >= L.caseStudies;
  const problem = errors.projectIds?.[0];
  return (
    <fieldset className="grid gap-2" aria-describedby="proposal-case-studies-hint">
      <legend className="mb-1 text-base font-semibold">Case studies</legend>
      <p id="proposal-case-studies-hint" className="text-sm text-muted-foreground">
        Up to {L.caseStudies}, shown in the order you tick them. Unlisted and private ones show too.
      </p>
      {projects.length ? (
        <ul className="grid gap-1 sm:grid-cols-2">
          {projects.map((project) => {
            const isChosen = chosen.includes(project.value);
            return (
              <li key={project.value}>
                <label className="flex items-start gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="mt-0.5 size-4 accent-primary"
                    checked={isChosen}
                    disabled={!isChosen && isFull}
                    onChange={() => onChange(isChosen ? chosen.filter((id) => id !== project.value) : [...chosen, project.value])}
                  />
                  <span>{project.label}</span>
                </label>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">No projects yet.</p>
      )}
      {problem ? <p className="text-sm text-destructive">{problem}</p> : null}
    </fieldset>
  );
}
