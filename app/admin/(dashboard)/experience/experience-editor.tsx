'use client';

import { useState } from 'react';
import { createExperienceAction, deleteExperienceAction, updateExperienceAction } from './actions';
import { CheckboxField } from '@/components/admin/checkbox-field';
import { FormCard } from '@/components/admin/form-card';
import { ListEditor } from '@/components/admin/list-editor';
import { FormButtons } from '@/components/forms/form-buttons';
import { formFields } from '@/components/forms/form-fields';
import { useActionFeedback } from '@/components/forms/use-action-feedback';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { InputField, TextareaField } from '@/components/ui/field';
import type { Experience } from '@/lib/experience/model';
import { EXPERIENCE_LIMITS as L, EXPERIENCE_TEXTS } from '@/lib/experience/vocabulary';
import type { ExperienceFormField } from '@/lib/experience/schema';

type ListedExperience = Experience & { dates: string };

function ExperienceForm({ entry, onSaved, onCancel }: { entry: Experience | null; onSaved: () => void; onCancel: () => void }) {
  const isEdit = entry !== null;
  const { formRef, formAction, isPending, errors, values, formMessage } = useActionFeedback<ExperienceFormField>(
    isEdit ? updateExperienceAction : createExperienceAction,
    { onSuccess: onSaved },
  );
  const prefix = isEdit ? `experience-${entry.id}` : 'add-experience';
  const { id, field, isChecked } = formFields(prefix, { errors, values });
  const [isCurrent, setIsCurrent] = useState(isChecked('isCurrent', entry?.isCurrent));

  return (
    <FormCard prefix={prefix} heading={isEdit ? 'Edit Experience' : 'Add Experience'} formRef={formRef} action={formAction} message={formMessage}>
      {isEdit ? <input type="hidden" name="experienceId" value={entry.id} /> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField {...field('role', 'Role', entry?.role)} isRequired maxLength={L.role} placeholder="Lead Developer" />
        <InputField {...field('organisation', 'Organisation', entry?.organisation)} isRequired maxLength={L.organisation} />
      </div>
      <InputField {...field('location', 'Location', entry?.location)} maxLength={L.location} placeholder="London, UK or Remote" />
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField {...field('startMonth', 'Start', entry?.startMonth)} isRequired type="month" placeholder="2022-03" />
        <InputField
          {...field('endMonth', 'End', entry?.endMonth)}
          isRequired={!isCurrent}
          type="month"
          // A current role has no end; the box below says so.
          disabled={isCurrent}
          placeholder="2024-06"
        />
      </div>
      <CheckboxField id={id('isCurrent')} name="isCurrent" label="I currently work here" checked={isCurrent} onChange={(event) => setIsCurrent(event.target.checked)} />
      <TextareaField {...field('summary', 'Summary', entry?.summary)} isRequired rows={3} maxLength={L.summary} hint={`Up to ${L.summary} characters.`} />
      <TextareaField
        {...field('highlights', 'Highlights', entry?.highlights.join('\n'))}
        rows={4}
        hint={`Up to ${L.highlights}, one per line.`}
        placeholder="Cut page load times by half across 40 client sites"
      />
      <InputField
        {...field('technologies', 'Technologies', entry?.technologies.join(', '))}
        hint="Comma-separated, e.g. WordPress, PHP, Power BI"
      />
      <FormButtons onCancel={isEdit ? onCancel : undefined} isPending={isPending}>
        <Button type="submit" disabled={isPending} className="sm:min-w-40">
          {isPending ? 'Saving...' : isEdit ? 'Update Experience' : 'Add Experience'}
        </Button>
      </FormButtons>
    </FormCard>
  );
}

/** The owner's career on the home page: add, edit and delete; the dates decide the order. */
export function ExperienceEditor({ entries }: { entries: ListedExperience[] }) {
  return (
    <ListEditor
      history="experience"
      items={entries}
      nameOf={(entry) => `${entry.role} at ${entry.organisation}`}
      deleteAction={deleteExperienceAction}
      form={{ label: 'Experience form', render: (entry, close) => <ExperienceForm entry={entry} onSaved={close} onCancel={close} /> }}
      list={{ id: 'your-experience', title: 'Your Experience', summary: 'Newest first', label: 'Experience, newest first', empty: EXPERIENCE_TEXTS.empty }}
      item={{
        body: (entry) => (
          <>
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="font-semibold leading-snug">{entry.role}</h3>
              {entry.isCurrent ? <Badge variant="category">{EXPERIENCE_TEXTS.current}</Badge> : null}
            </div>
            <p className="text-sm text-muted-foreground">
              {entry.organisation}
              {entry.location ? ` · ${entry.location}` : ''}
            </p>
            <p className="mt-1 text-sm tabular-nums text-muted-foreground">{entry.dates}</p>
          </>
        ),
      }}
      confirm={{ title: EXPERIENCE_TEXTS.deleteConfirm, describe: (name) => <>{name} will be removed from your portfolio.</> }}
    />
  );
}
