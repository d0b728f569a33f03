'use client';

import { useState } from 'react';
import { createExperienceAction, deleteExperienceAction, updateExperienceAction } from './actions';
import { ItemActions, useListEditor } from '@/components/admin/list-editor';
import { ListSection } from '@/components/admin/list-section';
import { FormAlert } from '@/components/forms/form-alert';
import { FormButtons } from '@/components/forms/form-buttons';
import { useActionFeedback } from '@/components/forms/use-action-feedback';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { InputField, TextareaField } from '@/components/ui/field';
import type { Experience } from '@/lib/experience/model';
import { EXPERIENCE_LIMITS as L, EXPERIENCE_TEXTS } from '@/lib/experience/vocabulary';
import { cn } from '@/lib/utils';
import type { ExperienceFormField } from '@/lib/experience/schema';

function ExperienceForm({ entry, onSaved, onCancel }: { entry: Experience | null; onSaved: () => void; onCancel: () => void }) {
  const isEdit = entry !== null;
  const { formRef, formAction, isPending, errors, values, formMessage } = useActionFeedback<ExperienceFormField>(
    isEdit ? updateExperienceAction : createExperienceAction,
    { onSuccess: onSaved },
  );
  const prefix = isEdit ? `experience-${entry.id}` : 'add-experience';
  const initial = (name: ExperienceFormField, fromEntry: string | null | undefined) => values?.[name] ?? fromEntry ?? '';
  const field = (name: ExperienceFormField, label: string) => ({ id: `${prefix}-${name}`, name, label, errors: errors?.[name] });
  // After a refused save the form shows what was posted, including an unchecked box.
  const [isCurrent, setIsCurrent] = useState(values ? values.isCurrent === 'on' : (entry?.isCurrent ?? false));
  const heading = isEdit ? 'Edit Experience' : 'Add Experience';

  return (
    <Card className="p-5 sm:p-6">
      <h2 id={`${prefix}-heading`} className="text-xl font-semibold tracking-tight">
        {heading}
      </h2>
      <form ref={formRef} action={formAction} noValidate aria-labelledby={`${prefix}-heading`} className="mt-5 grid gap-5">
        {isEdit ? <input type="hidden" name="experienceId" value={entry.id} /> : null}
        <FormAlert message={formMessage} />
        <div className="grid gap-5 sm:grid-cols-2">
          <InputField {...field('role', 'Role')} isRequired maxLength={L.role} defaultValue={initial('role', entry?.role)} placeholder="Lead Developer" />
          <InputField {...field('organisation', 'Organisation')} isRequired maxLength={L.organisation} defaultValue={initial('organisation', entry?.organisation)} />
        </div>
        <InputField {...field('location', 'Location')} maxLength={L.location} defaultValue={initial('location', entry?.location)} placeholder="London, UK or Remote" />
        <div className="grid gap-5 sm:grid-cols-2">
          <InputField {...field('startMonth', 'Start')} isRequired type="month" defaultValue={initial('startMonth', entry?.startMonth)} placeholder="2022-03" />
          <InputField
            {...field('endMonth', 'End')}
            isRequired={!isCurrent}
            type="month"
            // A current role has no end; the box below says so.
            disabled={isCurrent}
            defaultValue={initial('endMonth', entry?.endMonth)}
            placeholder="2024-06"
          />
        </div>
        <div className="flex items-center gap-3 rounded-lg border bg-muted/40 p-3">
          <Checkbox id={`${prefix}-isCurrent`} name="isCurrent" checked={isCurrent} onChange={(event) => setIsCurrent(event.target.checked)} />
          <label htmlFor={`${prefix}-isCurrent`} className="cursor-pointer text-sm font-medium">
            I currently work here
          </label>
        </div>
        <TextareaField {...field('summary', 'Summary')} isRequired rows={3} maxLength={L.summary} defaultValue={initial('summary', entry?.summary)} hint={`Up to ${L.summary} characters.`} />
        <TextareaField
          {...field('highlights', 'Highlights')}
          rows={4}
          defaultValue={initial('highlights', entry?.highlights.join('\n'))}
          hint={`Up to ${L.highlights}, one per line.`}
          placeholder="Cut page load times by half across 40 client sites"
        />
        <InputField
          {...field('technologies', 'Technologies')}
          defaultValue={initial('technologies', entry?.technologies.join(', '))}
          hint="Comma-separated, e.g. WordPress, PHP, Power BI"
        />
        <FormButtons onCancel={isEdit ? onCancel : undefined} isPending={isPending}>
          <Button type="submit" disabled={isPending} className="sm:min-w-40">
            {isPending ? 'Saving...' : isEdit ? 'Update Experience' : 'Add Experience'}
          </Button>
        </FormButtons>
      </form>
    </Card>
  );
}

/** The owner's career on the home page: add, edit and delete; the dates decide the order. */
export function ExperienceEditor({ entries }: { entries: (Experience & { dates: string })[] }) {
  const { editing, showForm, deletion, formKey, isEditing } = useListEditor<Experience>({ deleteAction: deleteExperienceAction });

  return (
    <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
      <section aria-label="Experience form">
        <ExperienceForm key={formKey} entry={editing} onSaved={() => showForm(null)} onCancel={() => showForm(null)} />
      </section>
      <ListSection id="your-experience" title="Your Experience" summary="Newest first">
        {entries.length === 0 ? (
          <Card className="border-dashed px-6 py-14 text-center font-medium">{EXPERIENCE_TEXTS.empty}</Card>
        ) : (
          <ol className="grid gap-3" aria-label="Experience, newest first">
            {entries.map((entry) => (
              <li key={entry.id}>
                <Card className={cn('p-4', isEditing(entry) && 'border-primary ring-2 ring-primary/30')}>
                  <div className="flex flex-wrap items-center gap-2">
                    <h3 className="font-semibold leading-snug">{entry.role}</h3>
                    {entry.isCurrent ? <Badge variant="category">{EXPERIENCE_TEXTS.current}</Badge> : null}
                  </div>
                  <p className="text-sm text-muted-foreground">
                    {entry.organisation}
                    {entry.location ? ` · ${entry.location}` : ''}
                  </p>
                  <p className="mt-1 text-sm tabular-nums text-muted-foreground">{entry.dates}</p>
                  <ItemActions name={`${entry.role} at ${entry.organisation}`} onEdit={() => showForm(entry)} onDelete={() => deletion.ask(entry)} />
                </Card>
              </li>
            ))}
          </ol>
        )}
      </ListSection>
      <ConfirmDialog
        {...deletion.dialog}
        title={EXPERIENCE_TEXTS.deleteConfirm}
        description={
          deletion.toDelete ? (
            <>
              <span className="font-medium text-foreground">
                {deletion.toDelete.role} at {deletion.toDelete.organisation}
              </span>{' '}
              will be removed from your portfolio.
            </>
          ) : null
        }
      />
    </div>
  );
}
