'use client';

import { Link2 } from 'lucide-react';
import { AdminLink } from '@/components/admin/admin-link';
import { DeleteButton, useConfirmedDelete } from '@/components/admin/confirmed-delete';
import { HistoryLink } from '@/components/admin/list-editor';
import { EditButton, ItemCard } from '@/components/admin/list-editor';
import { PageLink, PublishButton } from '@/components/admin/publishing';
import { useReorder } from '@/components/admin/reorder';
import { useActionCall } from '@/components/forms/use-action-call';
import { deleteProjectAction, moveProjectAction, setProjectStatusAction } from './actions';
import { TechnologyList } from '@/components/projects/technology-list';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { Project } from '@/lib/projects/model';
import { projectPath } from '@/lib/projects/vocabulary';
import { VISIBILITY_LABELS, categoryLabel, type Status } from '@/lib/projects/vocabulary';
import { LIST_TEXTS } from '@/lib/lists/vocabulary';

/** A project in the admin list: with the start of its case study as plain text (made on the server). */
export type ListedProject = Project & { excerpt: string };

type Props = {
  projects: ListedProject[];
  canEdit: boolean;
  editingId: string | null;
  onEdit: (project: ListedProject) => void;
  onDeleted: (id: string) => void;
};

/** 'Your Projects', in display order; owners get Edit, Publish / Unpublish, Delete and Move up / Move down. */
export function ProjectList({ projects, canEdit, editingId, onEdit, onDeleted }: Props) {
  const statusChange = useActionCall((args: { id: string; status: Status }) => setProjectStatusAction(args));
  const reorder = useReorder({ items: projects, nameOf: (project) => project.title, moveAction: moveProjectAction });

  const deletion = useConfirmedDelete<ListedProject>({ deleteAction: deleteProjectAction, onDeleted: (project) => onDeleted(project.id) });

  if (projects.length === 0) {
    return (
      <Card className="flex flex-col items-center justify-center gap-2 border-dashed px-6 py-14 text-center">
        <p className="font-medium">No projects yet. Add your first project!</p>
        {canEdit ? <p className="text-sm text-muted-foreground">Use the form to add one; it appears on the site right away.</p> : null}
      </Card>
    );
  }

  return (
    <>
      <ol className="grid gap-3" aria-label="Projects in display order">
        {projects.map((project, index) => (
          <li key={project.id}>
            <ItemCard isEditing={editingId === project.id} className="transition-colors sm:gap-4 sm:p-5">
              {canEdit ? reorder.controls(project, index) : null}

              <div className="min-w-0 flex-1">
                <div className="flex items-start justify-between gap-3">
                  <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
                    <h3 className="font-semibold leading-snug">{project.title}</h3>
                    {project.status === 'draft' ? <Badge variant="outline">Draft</Badge> : null}
                    {project.visibility === 'public' ? null : <Badge variant="outline">{VISIBILITY_LABELS[project.visibility]}</Badge>}
                    {project.featured ? <Badge variant="featured">Featured</Badge> : null}
                    <Badge variant="category">{categoryLabel(project.category)}</Badge>
                  </div>
                  {/* A private project has no public page: the owner sees it through the preview. */}
                  <PageLink
                    title={project.title}
                    publicHref={project.status === 'published' && project.visibility !== 'private' ? projectPath(project.slug) : null}
                    previewHref={`/admin/preview/${project.id}`}
                  />
                </div>
                <p className="mt-1.5 line-clamp-2 text-sm text-muted-foreground">{project.excerpt}</p>
                <TechnologyList technologies={project.technologies} label={`Technologies of ${project.title}`} className="mt-3" />

                {canEdit ? (
                  <div className="mt-4 flex flex-wrap items-center gap-2">
                    <EditButton name={project.title} onClick={() => onEdit(project)} />
                    <PublishButton
                      title={project.title}
                      isDraft={project.status === 'draft'}
                      isPending={statusChange.pendingArgs?.id === project.id}
                      onClick={() => statusChange.call({ id: project.id, status: project.status === 'draft' ? 'published' : 'draft' })}
                    />
                    <AdminLink href={`/admin/share/${project.id}`} className={buttonVariants({ variant: 'outline', size: 'sm' })} aria-label={`Share links of ${project.title}`}>
                      <Link2 aria-hidden /> Share links
                    </AdminLink>
                    <HistoryLink table="projects" id={project.id} name={project.title} />
                    <DeleteButton name={project.title} onClick={() => deletion.ask(project)} />
                  </div>
                ) : null}
              </div>
            </ItemCard>
          </li>
        ))}
      </ol>

      {reorder.status}

      <ConfirmDialog
        {...deletion.dialog}
        title="Are you sure you want to delete this project?"
        description={
          deletion.toDelete ? (
            <>
              <span className="font-medium text-foreground">{deletion.toDelete.title}</span> will be removed from your portfolio.
              {LIST_TEXTS.inTrash}
            </>
          ) : null
        }
      />
    </>
  );
}
