'use client';

import { useActionFeedback } from '@/components/forms/use-action-feedback';
import { formFields } from '@/components/forms/form-fields';
import { Button } from '@/components/ui/button';
import { InputField, SelectField, TextareaField } from '@/components/ui/field';
import type { Message } from '@/lib/messages/model';
import type { LeadField } from '@/lib/messages/lead-schema';
import { STAGE_LABELS, STAGES } from '@/lib/messages/vocabulary';
import { CURRENCY_OPTIONS } from '@/lib/validation/currencies';
import { updateLeadAction } from './actions';

const STAGE_OPTIONS = STAGES.map((stage) => ({ value: stage, label: STAGE_LABELS[stage] }));

/** The owner's pipeline of one lead; keyed by the lead, so another lead starts from its own values. */
export function LeadForm({ lead, currency }: { lead: Message; currency: string }) {
  const { formRef, formAction, isPending, errors, values, formMessage } = useActionFeedback<LeadField>(updateLeadAction);
  const { field } = formFields<LeadField>(`lead-${lead.id}`, { errors, values });
  return (
    <form ref={formRef} action={formAction} aria-label="Pipeline" className="mt-6 grid gap-4 border-t pt-5">
      <input type="hidden" name="id" value={lead.id} />
      {formMessage ? <p className="text-sm text-destructive">{formMessage}</p> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField {...field('stage', 'Stage', lead.stage)} placeholder="Choose a stage" options={STAGE_OPTIONS} />
        <InputField {...field('followUpOn', 'Follow up on', lead.followUpOn)} type="date" min={lead.createdAt.slice(0, 10)} />
        <InputField {...field('valueAmount', 'Estimated value', lead.value?.amount)} inputMode="decimal" placeholder="4,500" />
        <SelectField
          {...field('valueCurrency', 'Currency', lead.value?.currency ?? currency)}
          placeholder="Choose a currency"
          options={CURRENCY_OPTIONS}
        />
      </div>
      <TextareaField {...field('notes', 'Private notes', lead.notes)} rows={4} />
      <div>
        <Button type="submit" size="sm" disabled={isPending}>
          {isPending ? 'Saving...' : 'Save lead'}
        </Button>
      </div>
    </form>
  );
}
