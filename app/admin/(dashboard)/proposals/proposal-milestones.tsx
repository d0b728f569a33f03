'use client';

import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/field';
import { PROPOSAL_LIMITS as L } from '@/lib/proposals/vocabulary';
import type { Errors } from './proposal-lines';
import { RowControls } from './row-controls';
import type { Rows } from './use-rows';

export type Milestone = { title: string; dueOn: string };
export const EMPTY_MILESTONE: Milestone = { title: '', dueOn: '' };

/** Dated milestones, in the order the client reads them. */
export function ProposalMilestones({ milestones, errors }: { milestones: Rows<Milestone>; errors: Errors }) {
  const { rows } = milestones;
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-base font-semibold">Milestones</legend>
      {rows.length ? (
        <ol className="grid gap-3">
          {rows.map((milestone, index) => {
            const id = (field: string) => `proposal-milestone-${milestone.key}-${field}`;
            return (
              <li key={milestone.key} aria-label={`Milestone ${index + 1}`} className="grid items-start gap-3 rounded-lg border p-3 sm:grid-cols-[minmax(0,1fr)_11rem_auto]">
                <InputField
                  id={id('title')}
                  label={`Milestone ${index + 1}`}
                  value={milestone.title}
                  maxLength={L.milestoneTitle}
                  errors={errors[`milestones.${index}.title`]}
                  onChange={(event) => milestones.change(milestone.key, { title: event.target.value })}
                />
                <InputField
                  id={id('date')}
                  label="Due on"
                  type="date"
                  value={milestone.dueOn}
                  errors={errors[`milestones.${index}.dueOn`]}
                  onChange={(event) => milestones.change(milestone.key, { dueOn: event.target.value })}
                />
                <div className="sm:pt-7">
                  <RowControls name={`milestone ${index + 1}`} index={index} count={rows.length} onMove={(by) => milestones.move(milestone.key, by)} onRemove={() => milestones.remove(milestone.key)} />
                </div>
              </li>
            );
          })}
        </ol>
      ) : (
        <p className="text-sm text-muted-foreground">No milestones: the proposal shows none.</p>
      )}
      <Button type="button" variant="outline" className="justify-self-start" disabled={rows.length >= L.milestones} onClick={milestones.add}>
        Add milestone
      </Button>
    </fieldset>
  );
}
