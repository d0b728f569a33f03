'use client';

import { ImageUp, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { createTestimonialAction, deleteTestimonialAction, moveTestimonialAction, updateTestimonialAction } from './actions';
import { FilePicker, UploadingStatus } from '@/components/admin/file-picker';
import { useUpload, type UploadTarget } from '@/components/admin/upload';
import { ItemActions, useListEditor } from '@/components/admin/list-editor';
import { ListSection } from '@/components/admin/list-section';
import { useReorder } from '@/components/admin/reorder';
import { FormAlert } from '@/components/forms/form-alert';
import { FormButtons } from '@/components/forms/form-buttons';
import { useActionFeedback } from '@/components/forms/use-action-feedback';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field, InputField, TextareaField } from '@/components/ui/field';
import { FieldError, Label, Select } from '@/components/ui/input';
import type { Testimonial } from '@/lib/testimonials/model';
import { PEOPLE_BUCKET, PEOPLE_PHOTO_EXTENSIONS, PEOPLE_PHOTO_TYPES, peoplePhotoProblem, peoplePhotoUrl } from '@/lib/people/photos';
import { browserSupabaseUrl } from '@/lib/supabase/client';
import { TESTIMONIAL_LIMITS as L, TESTIMONIAL_TEXTS } from '@/lib/testimonials/vocabulary';
import { cn } from '@/lib/utils';
import type { TestimonialFormField } from '@/lib/testimonials/schema';

/** What the form needs of a project: the choice of which one a quote is about. */
export type ProjectChoice = { id: string; title: string };

const PHOTO_UPLOAD: UploadTarget = { bucket: PEOPLE_BUCKET, folder: 'testimonials', extensions: PEOPLE_PHOTO_EXTENSIONS, problem: peoplePhotoProblem };

/** A round portrait, or the name's initial when there is none. */
function Avatar({ src, name, className }: { src: string | null; name: string; className?: string }) {
  return src ? (
    // eslint-disable-next-line @next/next/no-img-element -- a small preview of the owner's own upload
    <img src={src} alt="" width={48} height={48} className={cn('size-12 shrink-0 rounded-full border object-cover', className)} />
  ) : (
    <div aria-hidden className={cn('flex size-12 shrink-0 items-center justify-center rounded-full bg-primary/10 text-lg font-semibold text-primary', className)}>
      {name.trim().charAt(0).toUpperCase()}
    </div>
  );
}

/**
 * The author's photo: uploaded straight from the browser to the people bucket with the owner's
 * session (never through a server action); the save checks the file is there, and a replaced or
 * removed photo is deleted once the testimonial is saved.
 */
function PhotoField({ prefix, initialPath, errors, onBusy }: { prefix: string; initialPath: string | null; errors?: string[]; onBusy: (busy: boolean) => void }) {
  const [path, setPath] = useState(initialPath);
  const state = useUpload(PHOTO_UPLOAD, onBusy);
  const inputId = `${prefix}-photo`;

  async function upload(file: File) {
    const next = await state.upload(file);
    if (next) setPath(next);
  }

  return (
    <div className="grid gap-2">
      <Label htmlFor={inputId}>Photo</Label>
      <input type="hidden" name="photoPath" value={path ?? ''} />
      <div className="flex flex-wrap items-center gap-3">
        {path ? <Avatar src={peoplePhotoUrl(browserSupabaseUrl, path)} name="" /> : null}
        <FilePicker
          id={inputId}
          icon={ImageUp}
          label={path ? 'Replace the photo' : 'Upload a photo'}
          accept={PEOPLE_PHOTO_TYPES.join(',')}
          describedBy={`${inputId}-hint`}
          onFile={(file) => void upload(file)}
        />
        {path ? (
          <Button variant="outline" size="sm" onClick={() => setPath(null)}>
            <Trash2 aria-hidden /> Remove the photo
          </Button>
        ) : null}
        {state.isUploading ? <UploadingStatus /> : null}
      </div>
      <p id={`${inputId}-hint`} className="text-xs text-muted-foreground">
        Optional. A square JPEG, PNG, WebP or AVIF image up to 2 MB.
      </p>
      {state.error ? (
        <p role="alert" className="text-sm text-destructive">
          {state.error}
        </p>
      ) : null}
      <FieldError id={`${prefix}-photoPath-error`} messages={errors} />
    </div>
  );
}

function TestimonialForm({
  testimonial,
  projects,
  onSaved,
  onCancel,
}: {
  testimonial: Testimonial | null;
  projects: readonly ProjectChoice[];
  onSaved: () => void;
  onCancel: () => void;
}) {
  const isEdit = testimonial !== null;
  const { formRef, formAction, isPending, errors, values, formMessage } = useActionFeedback<TestimonialFormField>(
    isEdit ? updateTestimonialAction : createTestimonialAction,
    { onSuccess: onSaved },
  );
  const [isUploading, setIsUploading] = useState(false);
  const prefix = isEdit ? `testimonial-${testimonial.id}` : 'add-testimonial';
  const initial = (name: TestimonialFormField, fromTestimonial: string | null | undefined) => values?.[name] ?? fromTestimonial ?? '';
  const field = (name: TestimonialFormField, label: string) => ({ id: `${prefix}-${name}`, name, label, errors: errors?.[name] });
  const heading = isEdit ? 'Edit Testimonial' : 'Add Testimonial';
  // After a refused save the form shows what was posted, including an unchecked box.
  const isFeatured = values ? values.featured === 'on' : (testimonial?.featured ?? false);
  const projectId = initial('projectId', testimonial?.projectId);

  return (
    <Card className="p-5 sm:p-6">
      <h2 id={`${prefix}-heading`} className="text-xl font-semibold tracking-tight">
        {heading}
      </h2>
      <form ref={formRef} action={formAction} noValidate aria-labelledby={`${prefix}-heading`} className="mt-5 grid gap-5">
        {isEdit ? <input type="hidden" name="testimonialId" value={testimonial.id} /> : null}
        <FormAlert message={formMessage} />
        <TextareaField {...field('quote', 'Quote')} isRequired rows={5} maxLength={L.quote} defaultValue={initial('quote', testimonial?.quote)} hint={`Up to ${L.quote} characters, in the client's own words.`} />
        <div className="grid gap-5 sm:grid-cols-2">
          <InputField {...field('authorName', 'Name')} isRequired maxLength={L.authorName} defaultValue={initial('authorName', testimonial?.authorName)} />
          <InputField {...field('authorRole', 'Role')} isRequired maxLength={L.authorRole} defaultValue={initial('authorRole', testimonial?.authorRole)} placeholder="Head of Marketing" />
        </div>
        <InputField {...field('company', 'Company')} isRequired maxLength={L.company} defaultValue={initial('company', testimonial?.company)} />
        <PhotoField prefix={prefix} initialPath={initial('photoPath', testimonial?.photoPath) || null} errors={errors?.photoPath} onBusy={setIsUploading} />
        <Field id={`${prefix}-projectId`} label="Project" errors={errors?.projectId} hint="The case study this quote is about; it shows on that project's page too.">
          {(control) => (
            // A new key re-applies an echoed choice after a refused save (see SelectField).
            <Select key={projectId} {...control} name="projectId" defaultValue={projectId}>
              <option value="">None</option>
              {projects.map((project) => (
                <option key={project.id} value={project.id}>
                  {project.title}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <InputField
          {...field('sourceUrl', 'Source URL')}
          type="url"
          inputMode="url"
          maxLength={L.url}
          defaultValue={initial('sourceUrl', testimonial?.sourceUrl)}
          placeholder="https://www.linkedin.com/in/…"
          hint="Optional: where the quote was published, e.g. a recommendation."
        />
        <div className="flex items-start gap-3 rounded-lg border bg-muted/40 p-3">
          <Checkbox id={`${prefix}-featured`} name="featured" defaultChecked={isFeatured} aria-describedby={`${prefix}-featured-hint`} className="mt-0.5" />
          <div className="grid gap-0.5">
            <label htmlFor={`${prefix}-featured`} className="cursor-pointer text-sm font-medium">
              Featured
            </label>
            <p id={`${prefix}-featured-hint`} className="text-xs text-muted-foreground">
              Marks the quote as featured on the home page and its project&apos;s page.
            </p>
          </div>
        </div>
        <FormButtons onCancel={isEdit ? onCancel : undefined} isPending={isPending}>
          <Button type="submit" disabled={isPending || isUploading} className="sm:min-w-40">
            {isPending ? 'Saving...' : isEdit ? 'Update Testimonial' : 'Add Testimonial'}
          </Button>
        </FormButtons>
      </form>
    </Card>
  );
}

/** The testimonials shown on the home page and their projects' pages: add, edit, reorder and delete. */
export function TestimonialsEditor({ testimonials, projects }: { testimonials: Testimonial[]; projects: ProjectChoice[] }) {
  const { editing, showForm, deletion, formKey, isEditing } = useListEditor<Testimonial>({ deleteAction: deleteTestimonialAction });
  const reorder = useReorder({ items: testimonials, nameOf: (testimonial) => testimonial.authorName, moveAction: moveTestimonialAction });
  const projectTitle = new Map(projects.map((project) => [project.id, project.title]));

  return (
    <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
      <section aria-label="Testimonial form">
        <TestimonialForm
          key={formKey}
          testimonial={editing}
          projects={projects}
          onSaved={() => showForm(null)}
          onCancel={() => showForm(null)}
        />
      </section>
      <ListSection id="your-testimonials" title="Your Testimonials" summary={testimonials.length === 1 ? '1 testimonial' : `${testimonials.length} testimonials`}>
        {testimonials.length === 0 ? (
          <Card className="border-dashed px-6 py-14 text-center font-medium">{TESTIMONIAL_TEXTS.empty}</Card>
        ) : (
          <ol className="grid gap-3" aria-label="Testimonials in display order">
            {testimonials.map((testimonial, index) => {
              const project = testimonial.projectId ? projectTitle.get(testimonial.projectId) : undefined;
              return (
                <li key={testimonial.id}>
                  <Card className={cn('flex gap-3 p-4', isEditing(testimonial) && 'border-primary ring-2 ring-primary/30')}>
                    {reorder.controls(testimonial, index)}
                    <Avatar src={testimonial.photoSrc} name={testimonial.authorName} />
                    <div className="min-w-0 flex-1">
                      <div className="flex flex-wrap items-center gap-2">
                        <h3 className="font-semibold leading-snug">{testimonial.authorName}</h3>
                        {testimonial.featured ? <Badge variant="featured">Featured</Badge> : null}
                      </div>
                      <p className="text-sm text-muted-foreground">
                        {testimonial.authorRole}, {testimonial.company}
                      </p>
                      <p className="mt-2 line-clamp-2 text-sm">“{testimonial.quote}”</p>
                      {project ? <p className="mt-1 text-xs text-muted-foreground">About {project}</p> : null}
                      <ItemActions name={testimonial.authorName} onEdit={() => showForm(testimonial)} onDelete={() => deletion.ask(testimonial)} />
                    </div>
                  </Card>
                </li>
              );
            })}
          </ol>
        )}
        {reorder.status}
      </ListSection>
      <ConfirmDialog
        {...deletion.dialog}
        title={TESTIMONIAL_TEXTS.deleteConfirm}
        description={
          deletion.toDelete ? (
            <>
              The quote by <span className="font-medium text-foreground">{deletion.toDelete.authorName}</span> will be removed from your portfolio.
            </>
          ) : null
        }
      />
    </div>
  );
}
