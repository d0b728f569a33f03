'use client';

import { createSkillAction, deleteSkillAction, moveSkillAction, updateSkillAction } from './actions';
import { FormAlert } from '@/components/forms/form-alert';
import { FormButtons } from '@/components/forms/form-buttons';
import { useActionFeedback } from '@/components/forms/use-action-feedback';
import { SkillIcon } from '@/components/home/skill-icon';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { InputField, SelectField, TextareaField } from '@/components/ui/field';
import type { Skill } from '@/lib/skills/model';
import { SKILL_COLORS, SKILL_ICONS, SKILL_ICON_LABELS, SKILL_LIMITS as L } from '@/lib/skills/vocabulary';
import { cn } from '@/lib/utils';
import type { SkillFormField } from '@/lib/skills/schema';
import { ItemActions, useListEditor } from '@/components/admin/list-editor';
import { ListSection } from '@/components/admin/list-section';
import { useReorder } from '@/components/admin/reorder';

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

function SkillForm({ skill, onSaved, onCancel }: { skill: Skill | null; onSaved: () => void; onCancel: () => void }) {
  const isEdit = skill !== null;
  const { formRef, formAction, isPending, errors, values, formMessage } = useActionFeedback<SkillFormField>(
    isEdit ? updateSkillAction : createSkillAction,
    { onSuccess: onSaved },
  );
  const prefix = isEdit ? `skill-${skill.id}` : 'add-skill';
  const initial = (name: SkillFormField, fromSkill: string) => values?.[name] ?? fromSkill;
  const heading = isEdit ? 'Edit Skill' : 'Add Skill';

  const select = (name: 'icon' | 'color', label: string, options: readonly string[], text: (option: string) => string) => (
    <SelectField
      id={`${prefix}-${name}`}
      name={name}
      label={label}
      errors={errors?.[name]}
      isRequired
      placeholder="Choose"
      options={options.map((option) => ({ value: option, label: text(option) }))}
      defaultValue={initial(name, skill?.[name] ?? '')}
    />
  );

  return (
    <Card className="p-5 sm:p-6">
      <h2 id={`${prefix}-heading`} className="text-xl font-semibold tracking-tight">
        {heading}
      </h2>
      <form ref={formRef} action={formAction} noValidate aria-labelledby={`${prefix}-heading`} className="mt-5 grid gap-5">
        {isEdit ? <input type="hidden" name="skillId" value={skill.id} /> : null}
        <FormAlert message={formMessage} />
        <InputField id={`${prefix}-title`} name="title" label="Title" errors={errors?.title} isRequired maxLength={L.title} defaultValue={initial('title', skill?.title ?? '')} />
        <TextareaField
          id={`${prefix}-description`}
          name="description"
          label="Description"
          errors={errors?.description}
          isRequired
          rows={3}
          className="min-h-0"
          maxLength={L.description}
          defaultValue={initial('description', skill?.description ?? '')}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          {select('icon', 'Icon', SKILL_ICONS, (icon) => SKILL_ICON_LABELS[icon as keyof typeof SKILL_ICON_LABELS])}
          {select('color', 'Colour', SKILL_COLORS, capitalise)}
        </div>
        <FormButtons onCancel={isEdit ? onCancel : undefined} isPending={isPending}>
          <Button type="submit" disabled={isPending} className="sm:min-w-32">
            {isPending ? 'Saving...' : isEdit ? 'Update Skill' : 'Add Skill'}
          </Button>
        </FormButtons>
      </form>
    </Card>
  );
}

/** The skills shown on the home page: add, edit, reorder and delete. */
export function SkillsEditor({ skills }: { skills: Skill[] }) {
  const { editing, showForm, deletion, formKey, isEditing } = useListEditor<Skill>({ deleteAction: deleteSkillAction });
  const reorder = useReorder({ items: skills, nameOf: (skill) => skill.title, moveAction: moveSkillAction });

  return (
    <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
      <section aria-label="Skill form">
        <SkillForm key={formKey} skill={editing} onSaved={() => showForm(null)} onCancel={() => showForm(null)} />
      </section>
      <ListSection id="your-skills" title="Your Skills" summary={`${skills.length} of ${L.count}`}>
        {skills.length === 0 ? (
          <Card className="border-dashed px-6 py-14 text-center font-medium">No skills yet. Add your first skill!</Card>
        ) : (
          <ol className="grid gap-3" aria-label="Skills in display order">
            {skills.map((skill, index) => (
              <li key={skill.id}>
                <Card className={cn('flex gap-3 p-4', isEditing(skill) && 'border-primary ring-2 ring-primary/30')}>
                  {reorder.controls(skill, index)}
                  <SkillIcon icon={skill.icon} color={skill.color} size="sm" />
                  <div className="min-w-0 flex-1">
                    <h3 className="font-semibold leading-snug">{skill.title}</h3>
                    <p className="mt-1 line-clamp-2 text-sm text-muted-foreground">{skill.description}</p>
                    <ItemActions name={skill.title} onEdit={() => showForm(skill)} onDelete={() => deletion.ask(skill)} />
                  </div>
                </Card>
              </li>
            ))}
          </ol>
        )}
        {reorder.status}
      </ListSection>
      <ConfirmDialog
        {...deletion.dialog}
        title="Are you sure you want to delete this skill?"
        description={
          deletion.toDelete ? (
            <>
              <span className="font-medium text-foreground">{deletion.toDelete.title}</span> will be removed from your portfolio.
            </>
          ) : null
        }
      />
    </div>
  );
}
