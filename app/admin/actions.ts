'use server';

import { z } from 'zod';
import { formValues, type ActionResult, type FormState } from '@/lib/action-result';
import { requireOwner } from '@/lib/auth';
import { createProject, deleteProject, moveProject, updateProject } from '@/lib/data/projects';
import { revalidateProjects } from '@/lib/data/revalidate';
import { moveDirectionSchema, projectIdSchema, projectSchema, type ProjectFormField } from '@/lib/validation/project';

// Every action: auth (session + owner) → parse → write → revalidate → respond. Row-level
// security refuses a non-owner's writes too; this check only makes the refusal readable.

const FORM_FIELDS = [
  'title',
  'description',
  'category',
  'technologies',
  'imageUrl',
  'projectUrl',
  'githubUrl',
  'gallery',
  'featured',
] as const satisfies readonly ProjectFormField[];

const INVALID = 'Please fix the highlighted fields.';

function parseProjectForm(formData: FormData) {
  const raw: Record<string, string | undefined> = {};
  for (const field of FORM_FIELDS) {
    const value = formData.get(field);
    raw[field] = typeof value === 'string' ? value : undefined;
  }
  return projectSchema.safeParse(raw);
}

/** Adds a project. The form's hidden `id` makes a repeated submission a no-op. */
export async function createProjectAction(
  _previous: FormState<ProjectFormField>,
  formData: FormData,
): Promise<ActionResult<ProjectFormField>> {
  const values = formValues(formData, FORM_FIELDS);
  const owner = await requireOwner();
  if (!owner.ok) return { ok: false, message: owner.message, values };

  const id = projectIdSchema.safeParse(formData.get('id'));
  if (!id.success) return { ok: false, message: 'This form has expired. Reload the page and try again.', values };
  const parsed = parseProjectForm(formData);
  if (!parsed.success) return { ok: false, message: INVALID, fieldErrors: z.flattenError(parsed.error).fieldErrors, values };

  const result = await createProject(owner.db, parsed.data, id.data);
  if (!result.ok) return { ok: false, message: result.message, values };

  revalidateProjects([result.value.id]);
  return { ok: true, message: 'Project added successfully' };
}

export async function updateProjectAction(
  _previous: FormState<ProjectFormField>,
  formData: FormData,
): Promise<ActionResult<ProjectFormField>> {
  const values = formValues(formData, FORM_FIELDS);
  const owner = await requireOwner();
  if (!owner.ok) return { ok: false, message: owner.message, values };

  const id = projectIdSchema.safeParse(formData.get('projectId'));
  if (!id.success) return { ok: false, message: 'That project no longer exists.', values };
  const parsed = parseProjectForm(formData);
  if (!parsed.success) return { ok: false, message: INVALID, fieldErrors: z.flattenError(parsed.error).fieldErrors, values };

  const result = await updateProject(owner.db, id.data, parsed.data);
  if (!result.ok) return { ok: false, message: result.message, values };

  revalidateProjects([id.data]);
  return { ok: true, message: 'Project updated successfully' };
}

export async function deleteProjectAction(projectId: string): Promise<ActionResult> {
  const owner = await requireOwner();
  if (!owner.ok) return { ok: false, message: owner.message };

  const id = projectIdSchema.safeParse(projectId);
  if (!id.success) return { ok: false, message: 'Failed to delete project' };

  const result = await deleteProject(owner.db, id.data);
  if (!result.ok) {
    console.error(`[admin] delete of ${id.data} refused: ${result.message}`);
    return { ok: false, message: 'Failed to delete project' };
  }

  revalidateProjects([id.data]);
  return { ok: true, message: 'Project deleted successfully' };
}

export async function moveProjectAction(projectId: string, direction: 'up' | 'down'): Promise<ActionResult> {
  const owner = await requireOwner();
  if (!owner.ok) return { ok: false, message: owner.message };

  const args = z.object({ id: projectIdSchema, direction: moveDirectionSchema }).safeParse({ id: projectId, direction });
  if (!args.success) return { ok: false, message: 'That move is not possible.' };

  const result = await moveProject(owner.db, args.data.id, args.data.direction);
  if (!result.ok) return { ok: false, message: result.message };
  // false: already first or last; nothing changed, nothing to refresh.
  if (!result.value) return { ok: true, message: 'Already at the end of the list' };

  revalidateProjects([args.data.id]);
  return { ok: true, message: 'Project moved' };
}
