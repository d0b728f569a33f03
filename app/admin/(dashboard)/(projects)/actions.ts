'use server';

import { ownerAction, ownerFormAction, ownerReadAction } from '@/lib/actions/define';
import { createProject, projectTable, revalidateProjects, setProjectStatus, updateProject } from '@/lib/projects/admin';
import { renderCaseStudy } from '@/lib/projects/case-study';
import { PROJECT_TEXTS } from '@/lib/projects/vocabulary';
import { editedProjectSchema, markdownPreviewSchema, newProjectSchema, projectStatusSchema } from '@/lib/projects/schema';

/**
 * Adds a project, published ("Add Project") or as a draft ("Save as draft"). The form's hidden
 * `id` makes a repeated submission a no-op.
 */
export const createProjectAction = ownerFormAction({
  schema: newProjectSchema,
  hidden: ['id', 'status'],
  forbidden: PROJECT_TEXTS.forbidden,
  write: ({ id, status, ...input }, { db }) => createProject(db, input, { id, status }),
  revalidate: () => revalidateProjects(),
  success: (project) => (project.status === 'draft' ? PROJECT_TEXTS.draftSaved : PROJECT_TEXTS.added),
});

export const updateProjectAction = ownerFormAction({
  schema: editedProjectSchema,
  hidden: ['projectId'],
  forbidden: PROJECT_TEXTS.forbidden,
  write: ({ projectId, ...input }, { db }) => updateProject(db, projectId, input),
  revalidate: () => revalidateProjects(),
  success: PROJECT_TEXTS.updated,
});

export const deleteProjectAction = ownerAction(projectTable.actions.delete);
/** Swaps a project with its neighbour; at either end nothing changes and nothing is refreshed. */
export const moveProjectAction = ownerAction(projectTable.actions.move);

export const setProjectStatusAction = ownerAction({
  schema: projectStatusSchema,
  forbidden: PROJECT_TEXTS.forbidden,
  invalid: PROJECT_TEXTS.notFound,
  write: ({ id, status }, { db }) => setProjectStatus(db, id, status),
  revalidate: () => revalidateProjects(),
  success: (project) => (project.status === 'published' ? PROJECT_TEXTS.published : PROJECT_TEXTS.unpublished),
});

/**
 * The description as the project page will show it, for the form's Preview tab: the same
 * server-side renderer, so what the owner sees is what visitors get. `projectImages` are the
 * addresses of the images in the form's list, which the description may show.
 */
export const previewDescriptionAction = ownerReadAction({
  schema: markdownPreviewSchema,
  forbidden: PROJECT_TEXTS.forbidden,
  read: ({ markdown, projectImages }) => ({ html: renderCaseStudy(markdown, { projectImages }) }),
});
