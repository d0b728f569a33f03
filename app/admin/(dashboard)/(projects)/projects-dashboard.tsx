'use client';

import { AlertTriangle, RotateCw } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PROJECT_TEXTS } from '@/lib/projects/vocabulary';
import { uuid } from '@/lib/utils';
import { FormBesideList, ListSection } from '@/components/admin/list-section';
import { OwnerNotice } from '@/components/admin/owner-notice';
import { ProjectForm } from './project-form';
import { ProjectList, type ListedProject } from './project-list';

type Props = {
  /** null when the list could not be loaded. */
  projects: ListedProject[] | null;
  canEdit: boolean;
  /** The first add form's id, chosen on the server so server and client HTML agree. */
  initialFormId: string;
};

export function ProjectsDashboard({ projects, canEdit, initialFormId }: Props) {
  const router = useRouter();
  const [editing, setEditing] = useState<ListedProject | null>(null);
  const [addFormId, setAddFormId] = useState(initialFormId);
  const [hasInteracted, setHasInteracted] = useState(false);

  const showForm = (project: ListedProject | null) => {
    setEditing(project);
    setHasInteracted(true);
  };

  return (
    <FormBesideList
      formLabel={canEdit ? 'Project form' : 'Account notice'}
      form={
        canEdit ? (
          <ProjectForm
            // A new key per mode and per added project: fresh fields, fresh id.
            key={editing ? `edit-${editing.id}` : `add-${addFormId}`}
            project={editing}
            formId={addFormId}
            shouldFocus={hasInteracted}
            onSaved={() => {
              if (!editing) setAddFormId(uuid());
              showForm(null);
            }}
            onCancel={() => showForm(null)}
          />
        ) : (
          <OwnerNotice title={PROJECT_TEXTS.forbidden}>
            You are signed in, so you can browse the list. Adding, editing, reordering and deleting projects is reserved for the owner
            of this portfolio.
          </OwnerNotice>
        )
      }
    >
      <ListSection
        id="your-projects"
        title="Your Projects"
        summary={projects && projects.length > 0 ? `${projects.length} ${projects.length === 1 ? 'project' : 'projects'}` : null}
      >
        {projects ? (
          <ProjectList
            projects={projects}
            canEdit={canEdit}
            editingId={editing?.id ?? null}
            onEdit={(project) => showForm(project)}
            onDeleted={(id) => {
              if (editing?.id === id) showForm(null);
            }}
          />
        ) : (
          <Card role="alert" className="flex flex-col items-center gap-3 border-destructive/40 px-6 py-10 text-center">
            <AlertTriangle className="size-6 text-destructive" aria-hidden />
            <p className="font-medium">Failed to fetch projects</p>
            <Button variant="outline" size="sm" onClick={() => router.refresh()}>
              <RotateCw aria-hidden /> Try again
            </Button>
          </Card>
        )}
      </ListSection>
    </FormBesideList>
  );
}
