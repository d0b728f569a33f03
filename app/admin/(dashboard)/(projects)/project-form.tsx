'use client';

import { useEffect, useRef, useState } from 'react';
import { createProjectAction, updateProjectAction } from './actions';
import { CaseStudyFacts } from './case-study-facts';
import { ImageListEditor } from './image-list-editor';
import { BasicsFields, LinksFields, VideoFields, VisibilityFields } from './project-fieldsets';
import { FormCard } from '@/components/admin/form-card';
import { FormButtons } from '@/components/forms/form-buttons';
import { formFields } from '@/components/forms/form-fields';
import { useActionFeedback } from '@/components/forms/use-action-feedback';
import { Button } from '@/components/ui/button';
import type { Project } from '@/lib/projects/model';
import { imagesBucketFor } from '@/lib/images/bucket';
import type { ProjectFormField } from '@/lib/projects/schema';

type Props = {
  /** The project being edited; null in add mode. */
  project: Project | null;
  /** Add mode: the id the new row gets, so a repeated submit of this form adds nothing more. */
  formId: string;
  /** Move focus into the form when it appears (after Edit, Cancel or a save), not on page load. */
  shouldFocus: boolean;
  onSaved: () => void;
  onCancel: () => void;
};

/** Add and edit form. Validation happens on the server (projectSchema); errors come back per field. */
export function ProjectForm({ project, formId, shouldFocus, onSaved, onCancel }: Props) {
  const isEdit = project !== null;
  const { formRef, formAction, isPending, errors, values, formMessage } = useActionFeedback<ProjectFormField>(
    isEdit ? updateProjectAction : createProjectAction,
    { onSuccess: onSaved },
  );
  const titleRef = useRef<HTMLInputElement>(null);
  const [isUploading, setIsUploading] = useState(false);
  const idPrefix = isEdit ? `edit-${project.id}` : 'add-project';
  const fields = formFields(idPrefix, { errors, values });
  const fieldsets = { fields, project };

  useEffect(() => {
    if (!shouldFocus) return;
    titleRef.current?.focus({ preventScroll: true });
    if (isEdit) {
      const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
    }
  }, [shouldFocus, isEdit]);

  // Followed as the owner changes it, so new uploads of a private project go to the private bucket.
  const [visibility, setVisibility] = useState(() => fields.initial('visibility', project?.visibility ?? 'public'));

  /** The link images in the form's list right now (the description may show them). */
  const linkImages = () => {
    try {
      const items: unknown = JSON.parse((formRef.current?.elements.namedItem('images') as HTMLInputElement | null)?.value || '[]');
      return Array.isArray(items) ? items.flatMap((item) => (typeof item?.url === 'string' ? [item.url as string] : [])) : [];
    } catch {
      return [];
    }
  };

  return (
    <FormCard
      prefix={idPrefix}
      heading={isEdit ? 'Edit Project' : 'Add New Project'}
      intro={
        isEdit ? (
          <>
            Changing <span className="font-medium text-foreground">{project.title}</span>.
          </>
        ) : (
          'New projects are added at the end of the list. Add Project publishes it; a draft is seen only by you.'
        )
      }
      formRef={formRef}
      id={idPrefix}
      action={formAction}
      message={formMessage}
      onChange={(event) => {
        const target: EventTarget = event.target;
        if (target instanceof HTMLSelectElement && target.name === 'visibility') setVisibility(target.value);
      }}
    >
      {isEdit ? <input type="hidden" name="projectId" value={project.id} /> : <input type="hidden" name="id" value={formId} />}
      <BasicsFields {...fieldsets} titleRef={titleRef} linkImages={linkImages} />
      <ImageListEditor
        id={fields.id('images')}
        projectId={isEdit ? project.id : formId}
        initial={project?.images ?? []}
        errors={errors?.images}
        onBusyChange={setIsUploading}
        bucket={imagesBucketFor(visibility)}
      />
      <LinksFields {...fieldsets} />
      <VideoFields {...fieldsets} />
      <VisibilityFields {...fieldsets} />
      <CaseStudyFacts {...fieldsets} />
      <FormButtons onCancel={isEdit ? onCancel : undefined} isPending={isPending}>
        {isEdit ? null : (
          <Button type="submit" name="status" value="draft" variant="outline" disabled={isPending || isUploading}>
            Save as draft
          </Button>
        )}
        <Button type="submit" disabled={isPending || isUploading} className="sm:min-w-36">
          {isPending ? 'Saving...' : isUploading ? 'Uploading images...' : isEdit ? 'Update Project' : 'Add Project'}
        </Button>
      </FormButtons>
    </FormCard>
  );
}
