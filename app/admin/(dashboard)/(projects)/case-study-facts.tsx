import type { FieldsetProps } from './project-fieldsets';
import { Checkbox } from '@/components/ui/checkbox';
import { InputField } from '@/components/ui/field';
import { OUTCOME_SLOTS, PROJECT_LIMITS } from '@/lib/projects/vocabulary';

/**
 * The facts shown beside a project's title: client, role, period, team size and outcomes.
 * The period and team size take as many columns as there is room for: a month picker needs
 * about 11 rem, so in the form's column beside the list Team size goes under Start.
 */
export function CaseStudyFacts({ fields: { id, field, isChecked }, project }: FieldsetProps) {
  return (
    <fieldset className="grid min-w-0 grid-cols-1 gap-5 rounded-lg border p-4">
      <legend className="px-1 text-sm font-semibold">Case study facts</legend>
      <p className="-mt-2 text-xs text-muted-foreground">Shown beside the title on the project page; the first outcome also on its card. Each is optional.</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField {...field('client', 'Client', project?.client)} maxLength={PROJECT_LIMITS.client} hint='A name, or "Confidential".' />
        <InputField {...field('ownerRole', 'Your role', project?.ownerRole)} maxLength={PROJECT_LIMITS.ownerRole} placeholder="e.g. Lead developer" />
      </div>
      <div className="grid grid-cols-[repeat(auto-fit,minmax(11.5rem,1fr))] gap-5">
        <InputField {...field('periodStart', 'Start', project?.periodStart)} type="month" />
        <InputField {...field('periodEnd', 'End', project?.periodEnd)} type="month" hint="Empty when ongoing." />
        <InputField
          {...field('teamSize', 'Team size', project?.teamSize || null)}
          type="number"
          inputMode="numeric"
          min={1}
          max={PROJECT_LIMITS.teamSize}
          hint="People, you included."
        />
      </div>
      <div className="flex items-center gap-3">
        <Checkbox id={id('isOngoing')} name="isOngoing" defaultChecked={isChecked('isOngoing', project?.isOngoing)} />
        <label htmlFor={id('isOngoing')} className="cursor-pointer text-sm font-medium">
          Ongoing
        </label>
      </div>
      <div className="grid gap-3">
        <p className="text-sm font-medium">Outcomes</p>
        <p className="-mt-2 text-xs text-muted-foreground">Up to four results, e.g. &ldquo;−25%&rdquo; / &ldquo;no-shows&rdquo;. The first shows on the card.</p>
        {OUTCOME_SLOTS.map((n) => (
          <div key={n} className="grid gap-3 sm:grid-cols-[9rem_1fr]">
            <InputField
              {...field(`outcome${n}Value`, `Outcome ${n} value`, project?.outcomes[n - 1]?.value)}
              maxLength={PROJECT_LIMITS.outcomeValue}
              placeholder={n === 1 ? '−25%' : undefined}
            />
            <InputField
              {...field(`outcome${n}Label`, `Outcome ${n} label`, project?.outcomes[n - 1]?.label)}
              maxLength={PROJECT_LIMITS.outcomeLabel}
              placeholder={n === 1 ? 'no-shows' : undefined}
            />
          </div>
        ))}
      </div>
    </fieldset>
  );
}
