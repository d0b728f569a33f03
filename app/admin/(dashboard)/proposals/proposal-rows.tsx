import type { ComponentProps } from 'react';
import { Input, Label, Select } from '@/components/ui/input';
import type { ProposalInput } from '@/lib/proposals/schema';
import { PROPOSAL_LIMITS as L } from '@/lib/proposals/vocabulary';

export type Choice = { value: string; label: string };

type Props = { proposal: ProposalInput | null; services: Choice[]; projects: Choice[] };

function Choose({ id, name, label, choices, defaultValue }: { id: string; name: string; label: string; choices: Choice[]; defaultValue: string }) {
  return (
    <Select id={id} name={name} aria-label={label} defaultValue={defaultValue}>
      <option value="">None</option>
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </Select>
  );
}

/** Fixed rows of price lines, milestones and case studies; an empty row is left out. */
export function ProposalRows({ proposal, services, projects }: Props) {
  return (
    <>
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-medium">Price lines: a service (its name and price fill what you leave empty) or your own text</legend>
        {Array.from({ length: L.lines }, (_, index) => {
          const line = proposal?.lines[index];
          return (
            <div key={index} className="grid gap-2 sm:grid-cols-[1fr_1.5fr_0.6fr_0.8fr]">
              <Choose id={`line${index}Service`} name={`line${index}Service`} label={`Line ${index + 1} service`} choices={services} defaultValue={line?.serviceId ?? ''} />
              <Text name={`line${index}Description`} label={`Line ${index + 1} description`} defaultValue={line?.description ?? ''} maxLength={L.lineDescription} />
              <Text name={`line${index}Quantity`} label={`Line ${index + 1} quantity`} defaultValue={line?.quantity ?? ''} inputMode="decimal" />
              <Text name={`line${index}Price`} label={`Line ${index + 1} unit price`} defaultValue={line?.unitPrice ?? ''} inputMode="decimal" />
            </div>
          );
        })}
      </fieldset>
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-medium">Milestones</legend>
        {Array.from({ length: L.milestones }, (_, index) => (
          <div key={index} className="grid gap-2 sm:grid-cols-[2fr_1fr]">
            <Text name={`milestone${index}Title`} label={`Milestone ${index + 1}`} defaultValue={proposal?.milestones[index]?.title ?? ''} maxLength={L.milestoneTitle} />
            <Text name={`milestone${index}Date`} label={`Milestone ${index + 1} date`} type="date" defaultValue={proposal?.milestones[index]?.due_on ?? ''} />
          </div>
        ))}
      </fieldset>
      <fieldset className="grid gap-3 sm:grid-cols-3">
        <legend className="mb-2 text-sm font-medium">Case studies (public, unlisted or private)</legend>
        {Array.from({ length: L.caseStudies }, (_, index) => (
          <Choose key={index} id={`caseStudy${index}`} name={`caseStudy${index}`} label={`Case study ${index + 1}`} choices={projects} defaultValue={proposal?.projectIds[index] ?? ''} />
        ))}
      </fieldset>
    </>
  );
}

export function Text({ name, label, ...input }: { name: string; label: string } & ComponentProps<'input'>) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={`proposal-${name}`}>{label}</Label>
      <Input id={`proposal-${name}`} name={name} {...input} />
    </div>
  );
}
