'use client';

import { createSkillAction, deleteSkillAction, moveSkillAction, updateSkillAction } from './actions';
import { FormCard } from '@/components/admin/form-card';
import { ListEditor } from '@/components/admin/list-editor';
import { useReorder } from '@/components/admin/reorder';
import { FormButtons } from '@/components/forms/form-buttons';
import { formFields } from '@/components/forms/form-fields';
import { useActionFeedback } from '@/components/forms/use-action-feedback';
import { SkillIcon } from '@/components/home/skill-icon';
import { Button } from '@/components/ui/button';
import { InputField, SelectField, TextareaField } from '@/components/ui/field';
import type { Skill, SkillFormField } from '@/lib/skills/list';
import { SKILL_COLORS, SKILL_ICONS, SKILL_ICON_LABELS, SKILL_LIMITS as L } from '@/lib/skills/vocabulary';

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const nameOf = (skill: Skill) => skill.title;

function SkillForm({ skill, onSaved, onCancel }: { skill: Skill | null; onSaved: () => void; onCancel: () => void }) {
  const isEdit = skill !== null;
  const { formRef, formAction, isPending, errors, values, formMessage } = useActionFeedback<SkillFormField>(
    isEdit ? updateSkillAction : createSkillAction,
    { onSuccess: onSaved },
  );
  const prefix = isEdit ? `skill-${skill.id}` : 'add-skill';
  const { field } = formFields(prefix, { errors, values });

  const select = (name: 'icon' | 'color', label: string, options: readonly string[], text: (option: string) => string) => (
    <SelectField
      {...field(name, label, skill?.[name])}
      isRequired
      placeholder="Choose"
      options={options.map((option) => ({ value: option, label: text(option) }))}
    />
  );

  return (
    <FormCard prefix={prefix} heading={isEdit ? 'Edit Skill' : 'Add Skill'} formRef={formRef} action={formAction} message={formMessage}>
      {isEdit ? <input type="hidden" name="skillId" value={skill.id} /> : null}
      <InputField {...field('title', 'Title', skill?.title)} isRequired maxLength={L.title} />
      <TextareaField {...field('description', 'Description', skill?.description)} isRequired rows={3} className="min-h-0" maxLength={L.description} />
      <div className="grid gap-5 sm:grid-cols-2">
        {select('icon', 'Icon', SKILL_ICONS, (icon) => SKILL_ICON_LABELS[icon as keyof typeof SKILL_ICON_LABELS])}
        {select('color', 'Colour', SKILL_COLORS, capitalise)}
      </div>
      <FormButtons onCancel={isEdit ? onCancel : undefined} isPending={isPending}>
        <Button type="submit" disabled={isPending} className="sm:min-w-32">
          {isPending ? 'Saving...' : isEdit ? 'Update Skill' : 'Add Skill'}
        </Button>
      </FormButtons>
    </FormCard>
  );
}

/** The skills shown on the home page: add, edit, reorder and delete. */
export function SkillsEditor({ skills }: { skills: Skill[] }) {
  const reorder = useReorder({ items: skills, nameOf, moveAction: moveSkillAction });

  return (
    <ListEditor
      items={skills}
      nameOf={nameOf}
      deleteAction={deleteSkillAction}
      reorder={reorder}
      form={{ label: 'Skill form', render: (skill, close) => <SkillForm skill={skill} onSaved={close} onCancel={close} /> }}
      list={{
        id: 'your-skills',
        title: 'Your Skills',
        summary: `${skills.length} of ${L.count}`,
        label: 'Skills in display order',
        empty: 'No skills yet. Add your first skill!',
      }}
      item={{
        media: (skill) => <SkillIcon icon={skill.icon} color={skill.color} size="sm" />,
        body: (skill) => (
          <>
            <h3 className="font-semibold leading-snug">{skill.title}</h3>
            <p className="mt-1 line-clamp-2 text-sm text-muted-foreground">{skill.description}</p>
          </>
        ),
      }}
      confirm={{ title: 'Are you sure you want to delete this skill?', describe: (name) => <>{name} will be removed from your portfolio.</> }}
    />
  );
}
