'use client';

import { useEffect, useRef, useState } from 'react';
import { createProjectAction, previewDescriptionAction, updateProjectAction } from './actions';
import { FormAlert } from '@/components/forms/form-alert';
import { FormButtons } from '@/components/forms/form-buttons';
import { useActionFeedback } from '@/components/forms/use-action-feedback';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { InputField, SelectField } from '@/components/ui/field';
import type { Project } from '@/lib/projects/model';
import { imagesBucketFor } from '@/lib/images/bucket';
import { projectPath } from '@/lib/projects/vocabulary';
import { CATEGORIES, OUTCOME_SLOTS, PROJECT_LIMITS, VISIBILITIES, VISIBILITY_HINTS, VISIBILITY_LABELS, categoryLabel } from '@/lib/projects/vocabulary';
import type { ProjectFormField } from '@/lib/projects/schema';
import { ImageListEditor } from './image-list-editor';
import { MarkdownField } from '@/components/admin/markdown-field';

const URL_INPUT = { type: 'url', inputMode: 'url' } as const;
const CATEGORY_OPTIONS = CATEGORIES.map((category) => ({ value: category, label: categoryLabel(category) }));
const VISIBILITY_OPTIONS = VISIBILITIES.map((visibility) => ({ value: visibility, label: VISIBILITY_LABELS[visibility] }));
const VISIBILITY_HINT = (
  <>
    {VISIBILITIES.map((visibility) => (
      <span key={visibility} className="block">
        <span className="font-medium">{VISIBILITY_LABELS[visibility]}:</span> {VISIBILITY_HINTS[visibility]}
      </span>
    ))}
  </>
);

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
  const { formRef, formAction, isPending, errors, values: echoed, formMessage } = useActionFeedback<ProjectFormField>(
    isEdit ? updateProjectAction : createProjectAction,
    { onSuccess: onSaved },
  );
  const titleRef = useRef<HTMLInputElement>(null);
  const [isUploading, setIsUploading] = useState(false);
  const idPrefix = isEdit ? `edit-${project.id}` : 'add-project';
  const fieldId = (name: ProjectFormField) => `${idPrefix}-${name}`;
  const field = (name: ProjectFormField, label: string) => ({ id: fieldId(name), name, label, errors: errors?.[name] });

  useEffect(() => {
    if (!shouldFocus) return;
    titleRef.current?.focus({ preventScroll: true });
    if (isEdit) {
      const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
    }
  }, [shouldFocus, isEdit]);

  // After a failed submit, what was typed; otherwise the project being edited, or blanks.
  const initial = (name: ProjectFormField, fromProject: string) => echoed?.[name] ?? fromProject;
  const isFeatured = echoed ? echoed.featured === 'on' : (project?.featured ?? false);
  const isOngoing = echoed ? echoed.isOngoing === 'on' : (project?.isOngoing ?? false);
  // Followed as the owner changes it, so new uploads of a private project go to the private bucket.
  const [visibility, setVisibility] = useState(() => initial('visibility', project?.visibility ?? 'public'));
  const heading = isEdit ? 'Edit Project' : 'Add New Project';

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
    <Card className="p-5 sm:p-6">
      <h2 id={`${idPrefix}-heading`} className="text-xl font-semibold tracking-tight">
        {heading}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        {isEdit ? (
          <>
            Changing <span className="font-medium text-foreground">{project.title}</span>.
          </>
        ) : (
          'New projects are added at the end of the list. Add Project publishes it; a draft is seen only by you.'
        )}
      </p>

      <form
        ref={formRef}
        id={idPrefix}
        action={formAction}
        noValidate
        aria-labelledby={`${idPrefix}-heading`}
        className="mt-6 grid gap-5"
        onChange={(event) => {
          const target: EventTarget = event.target;
          if (target instanceof HTMLSelectElement && target.name === 'visibility') setVisibility(target.value);
        }}
      >
        {isEdit ? <input type="hidden" name="projectId" value={project.id} /> : <input type="hidden" name="id" value={formId} />}

        <FormAlert message={formMessage} />

        <InputField
          {...field('title', 'Title')}
          ref={titleRef}
          isRequired
          maxLength={PROJECT_LIMITS.title}
          defaultValue={initial('title', project?.title ?? '')}
          placeholder="e.g. Harbor Coffee Online Store"
        />

        <InputField
          {...field('slug', 'Slug')}
          maxLength={PROJECT_LIMITS.slug}
          autoCapitalize="none"
          spellCheck={false}
          defaultValue={initial('slug', project?.slug ?? '')}
          placeholder="made from the title"
          hint={
            isEdit
              ? `The page address: ${projectPath(project.slug)}. A new slug keeps the old address redirecting here.`
              : 'The page address, /projects/<slug>: lowercase letters, digits and hyphens. Leave empty to make one from the title.'
          }
        />

        <MarkdownField
          id={fieldId('description')}
          name="description"
          label="Description"
          errors={errors?.description}
          maxLength={PROJECT_LIMITS.description}
          defaultValue={initial('description', project?.description ?? '')}
          renderPreview={(markdown) => previewDescriptionAction({ markdown, projectImages: linkImages() })}
        />

        <SelectField
          {...field('category', 'Category')}
          isRequired
          placeholder="Select a category"
          options={CATEGORY_OPTIONS}
          defaultValue={initial('category', project?.category ?? '')}
        />

        <InputField
          {...field('technologies', 'Technologies')}
          hint="Comma-separated, e.g. WordPress, PHP, Tailwind CSS"
          defaultValue={initial('technologies', project?.technologies.join(', ') ?? '')}
          placeholder="React, Next.js, TypeScript"
        />

        <ImageListEditor
          id={fieldId('images')}
          projectId={isEdit ? project.id : formId}
          initial={project?.images ?? []}
          errors={errors?.images}
          onBusyChange={setIsUploading}
          bucket={imagesBucketFor(visibility)}
        />

        <div className="grid gap-5 sm:grid-cols-2">
          <InputField
            {...field('projectUrl', 'Project URL')}
            {...URL_INPUT}
            defaultValue={initial('projectUrl', project?.projectUrl ?? '')}
            placeholder="https://example.com"
          />
          <InputField
            {...field('githubUrl', 'GitHub URL')}
            {...URL_INPUT}
            defaultValue={initial('githubUrl', project?.githubUrl ?? '')}
            placeholder="https://github.com/you/repo"
          />
        </div>

        <div className="grid gap-5 sm:grid-cols-2">
          <InputField
            {...field('reportUrl', 'Power BI report')}
            {...URL_INPUT}
            defaultValue={initial('reportUrl', project?.reportUrl ?? '')}
            placeholder="https://app.powerbi.com/view?r=…"
            hint="A Publish to web link or report embed URL (the embed code works too). Visitors load it with a click."
          />
          <InputField
            {...field('reportTitle', 'Report name')}
            maxLength={PROJECT_LIMITS.reportTitle}
            defaultValue={initial('reportTitle', project?.reportTitle ?? '')}
            placeholder="e.g. Sales performance 2024"
            hint="Shown above the report; the project title when empty."
          />
        </div>

        <div className="grid gap-5 sm:grid-cols-2">
          <InputField
            {...field('videoUrl', 'Video walkthrough')}
            {...URL_INPUT}
            defaultValue={initial('videoUrl', project?.videoUrl ?? '')}
            placeholder="https://youtu.be/…"
            hint="A YouTube, Vimeo or Loom link. Visitors load it with a click; in the description, write ::video[Title](link)."
          />
          <InputField
            {...field('videoTitle', 'Video name')}
            maxLength={PROJECT_LIMITS.videoTitle}
            defaultValue={initial('videoTitle', project?.videoTitle ?? '')}
            placeholder="e.g. A two-minute tour of the dashboard"
            hint="Shown on the video's placeholder; the project title when empty."
          />
        </div>

        <SelectField
          {...field('visibility', 'Visibility')}
          isRequired
          placeholder="Who may see it"
          options={VISIBILITY_OPTIONS}
          defaultValue={initial('visibility', project?.visibility ?? 'public')}
          hint={VISIBILITY_HINT}
        />

        <div className="flex items-start gap-3 rounded-lg border bg-muted/40 p-3">
          <Checkbox
            id={fieldId('featured')}
            name="featured"
            defaultChecked={isFeatured}
            aria-describedby={`${fieldId('featured')}-hint`}
            className="mt-0.5"
          />
          <div className="grid gap-0.5">
            <label htmlFor={fieldId('featured')} className="cursor-pointer text-sm font-medium">
              Featured
            </label>
            <p id={`${fieldId('featured')}-hint`} className="text-xs text-muted-foreground">
              Shows a Featured badge on the project card and page.
            </p>
          </div>
        </div>

        <fieldset className="grid gap-5 rounded-lg border p-4">
          <legend className="px-1 text-sm font-semibold">Case study facts</legend>
          <p className="-mt-2 text-xs text-muted-foreground">Shown beside the title on the project page; the first outcome also on its card. Each is optional.</p>
          <div className="grid gap-5 sm:grid-cols-2">
            <InputField
              {...field('client', 'Client')}
              maxLength={PROJECT_LIMITS.client}
              defaultValue={initial('client', project?.client ?? '')}
              hint='A name, or "Confidential".'
            />
            <InputField
              {...field('ownerRole', 'Your role')}
              maxLength={PROJECT_LIMITS.ownerRole}
              defaultValue={initial('ownerRole', project?.ownerRole ?? '')}
              placeholder="e.g. Lead developer"
            />
          </div>
          <div className="grid gap-5 sm:grid-cols-3">
            <InputField {...field('periodStart', 'Start')} type="month" defaultValue={initial('periodStart', project?.periodStart ?? '')} />
            <InputField {...field('periodEnd', 'End')} type="month" defaultValue={initial('periodEnd', project?.periodEnd ?? '')} hint="Empty when ongoing." />
            <InputField
              {...field('teamSize', 'Team size')}
              type="number"
              inputMode="numeric"
              min={1}
              max={PROJECT_LIMITS.teamSize}
              defaultValue={initial('teamSize', project?.teamSize ? String(project.teamSize) : '')}
              hint="People, you included."
            />
          </div>
          <div className="flex items-center gap-3">
            <Checkbox id={fieldId('isOngoing')} name="isOngoing" defaultChecked={isOngoing} />
            <label htmlFor={fieldId('isOngoing')} className="cursor-pointer text-sm font-medium">
              Ongoing
            </label>
          </div>
          <div className="grid gap-3">
            <p className="text-sm font-medium">Outcomes</p>
            <p className="-mt-2 text-xs text-muted-foreground">Up to four results, e.g. &ldquo;−25%&rdquo; / &ldquo;no-shows&rdquo;. The first shows on the card.</p>
            {OUTCOME_SLOTS.map((n) => (
              <div key={n} className="grid gap-3 sm:grid-cols-[9rem_1fr]">
                <InputField
                  {...field(`outcome${n}Value`, `Outcome ${n} value`)}
                  maxLength={PROJECT_LIMITS.outcomeValue}
                  defaultValue={initial(`outcome${n}Value`, project?.outcomes[n - 1]?.value ?? '')}
                  placeholder={n === 1 ? '−25%' : undefined}
                />
                <InputField
                  {...field(`outcome${n}Label`, `Outcome ${n} label`)}
                  maxLength={PROJECT_LIMITS.outcomeLabel}
                  defaultValue={initial(`outcome${n}Label`, project?.outcomes[n - 1]?.label ?? '')}
                  placeholder={n === 1 ? 'no-shows' : undefined}
                />
              </div>
            ))}
          </div>
        </fieldset>

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
      </form>
    </Card>
  );
}
