'use server';

import { ownerAction, ownerFormAction } from '@/lib/actions/define';
import { createProject, deleteProject, moveProject, updateProject } from '@/lib/data/projects/admin';
import { revalidateProjects } from '@/lib/data/revalidate';
import { PROJECT_MESSAGES } from '@/lib/projects/vocabulary';
import { editedProjectSchema, moveProjectSchema, newProjectSchema, projectIdSchema } from '@/lib/validation/project';

/** Adds a project. The form's hidden `id` makes a repeated submission a no-op. */
export const createProjectAction = ownerFormAction({
  schema: newProjectSchema,
  hidden: ['id'],
  forbidden: PROJECT_MESSAGES.forbidden,
  write: ({ id, ...input }, { db }) => createProject(db, input, id),
  revalidate: (project) => revalidateProjects([project.id]),
  success: PROJECT_MESSAGES.added,
});

export const updateProjectAction = ownerFormAction({
  schema: editedProjectSchema,
  hidden: ['projectId'],
  forbidden: PROJECT_MESSAGES.forbidden,
  write: ({ projectId, ...input }, { db }) => updateProject(db, projectId, input),
  revalidate: (project) => revalidateProjects([project.id]),
  success: PROJECT_MESSAGES.updated,
});

export const deleteProjectAction = ownerAction({
  schema: projectIdSchema,
  forbidden: PROJECT_MESSAGES.forbidden,
  invalid: PROJECT_MESSAGES.deleteFailed,
  failure: PROJECT_MESSAGES.deleteFailed,
  write: (id, { db }) => deleteProject(db, id),
  revalidate: (_, id) => revalidateProjects([id]),
  success: PROJECT_MESSAGES.deleted,
});

/** Swaps a project with its neighbour; at either end nothing changes and nothing is refreshed. */
export const moveProjectAction = ownerAction({
  schema: moveProjectSchema,
  forbidden: PROJECT_MESSAGES.forbidden,
  invalid: PROJECT_MESSAGES.moveImpossible,
  write: ({ id, direction }, { db }) => moveProject(db, id, direction),
  revalidate: (moved, { id }) => moved && revalidateProjects([id]),
  success: (moved) => (moved ? PROJECT_MESSAGES.moved : PROJECT_MESSAGES.atEnd),
});
