import type { ReactNode } from 'react';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/input';

/** What a form needs of a project to let the owner say which case study an item is about. */
export type ProjectChoice = { id: string; title: string };

/** One of the projects (drafts included), or None. */
export function ProjectChoiceField({
  field: { id, name, label, errors },
  hint,
  projects,
  initial,
}: {
  field: { id: string; name: string; label: string; errors?: string[] };
  hint: ReactNode;
  projects: readonly ProjectChoice[];
  initial: string;
}) {
  return (
    <Field id={id} label={label} errors={errors} hint={hint}>
      {(control) => (
        // A new key re-applies an echoed choice after a refused save (see SelectField).
        <Select key={initial} {...control} name={name} defaultValue={initial}>
          <option value="">None</option>
          {projects.map((project) => (
            <option key={project.id} value={project.id}>
              {project.title}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
