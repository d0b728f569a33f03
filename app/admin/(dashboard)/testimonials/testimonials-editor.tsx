'use client';

import { ImageUp } from 'lucide-react';
import { useState } from 'react';
import { createTestimonialAction, deleteTestimonialAction, moveTestimonialAction, updateTestimonialAction } from './actions';
import { CheckboxField } from '@/components/admin/checkbox-field';
import { FormCard } from '@/components/admin/form-card';
import { ListEditor } from '@/components/admin/list-editor';
import { ProjectChoiceField, type ProjectChoice } from '@/components/admin/project-choice-field';
import { useReorder } from '@/components/admin/reorder';
import type { UploadTarget } from '@/components/admin/upload';
import { UploadField } from '@/components/admin/upload-field';
import { FormButtons } from '@/components/forms/form-buttons';
import { formFields } from '@/components/forms/form-fields';
import { useActionFeedback } from '@/components/forms/use-action-feedback';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { InputField, TextareaField } from '@/components/ui/field';
import type { Testimonial } from '@/lib/testimonials/model';
import { PEOPLE_BUCKET, PEOPLE_PHOTO_EXTENSIONS, PEOPLE_PHOTO_TYPES, peoplePhotoProblem, peoplePhotoUrl } from '@/lib/people/photos';
import { browserSupabaseUrl } from '@/lib/supabase/client';
import { TESTIMONIAL_LIMITS as L, TESTIMONIAL_TEXTS } from '@/lib/testimonials/vocabulary';
import { LIST_TEXTS } from '@/lib/lists/vocabulary';
import type { TestimonialFormField } from '@/lib/testimonials/schema';

const PHOTO_UPLOAD: UploadTarget = { bucket: PEOPLE_BUCKET, folder: 'testimonials', extensions: PEOPLE_PHOTO_EXTENSIONS, problem: peoplePhotoProblem };
const PHOTO_LABELS = { upload: 'Upload a photo', replace: 'Replace the photo', remove: 'Remove the photo' };
const nameOf = (testimonial: Testimonial) => testimonial.authorName;

/** A round portrait, or the name's initial when there is none. */
function Avatar({ src, name }: { src: string | null; name: string }) {
  return src ? (
    // eslint-disable-next-line @next/next/no-img-element -- a small preview of the owner's own upload
    <img src={src} alt="" width={48} height={48} className="size-12 shrink-0 rounded-full border object-cover" />
  ) : (
    <div aria-hidden className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary/10 text-lg font-semibold text-primary">
      {name.trim().charAt(0).toUpperCase()}
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
  const { field, initial, checkbox } = formFields(prefix, { errors, values });

  return (
    <FormCard prefix={prefix} heading={isEdit ? 'Edit Testimonial' : 'Add Testimonial'} formRef={formRef} action={formAction} message={formMessage}>
      {isEdit ? <input type="hidden" name="testimonialId" value={testimonial.id} /> : null}
      <TextareaField {...field('quote', 'Quote', testimonial?.quote)} isRequired rows={5} maxLength={L.quote} hint={`Up to ${L.quote} characters, in the client's own words.`} />
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField {...field('authorName', 'Name', testimonial?.authorName)} isRequired maxLength={L.authorName} />
        <InputField {...field('authorRole', 'Role', testimonial?.authorRole)} isRequired maxLength={L.authorRole} placeholder="Head of Marketing" />
      </div>
      <InputField {...field('company', 'Company', testimonial?.company)} isRequired maxLength={L.company} />
      <UploadField
        field={field('photoPath', 'Photo')}
        target={PHOTO_UPLOAD}
        accept={PEOPLE_PHOTO_TYPES.join(',')}
        icon={ImageUp}
        initialPath={initial('photoPath', testimonial?.photoPath) || null}
        preview={(path) => <Avatar src={peoplePhotoUrl(browserSupabaseUrl, path)} name="" />}
        labels={PHOTO_LABELS}
        hint="Optional. A square JPEG, PNG, WebP or AVIF image up to 2 MB."
        onBusy={setIsUploading}
      />
      <ProjectChoiceField
        field={field('projectId', 'Project')}
        hint="The case study this quote is about; it shows on that project's page too."
        projects={projects}
        initial={initial('projectId', testimonial?.projectId)}
      />
      <InputField
        {...field('sourceUrl', 'Source URL', testimonial?.sourceUrl)}
        type="url"
        inputMode="url"
        maxLength={L.url}
        placeholder="https://www.linkedin.com/in/…"
        hint="Optional: where the quote was published, e.g. a recommendation."
      />
      <CheckboxField {...checkbox('featured', 'Featured', testimonial?.featured)} hint="Marks the quote as featured on the home page and its project's page." />
      <FormButtons onCancel={isEdit ? onCancel : undefined} isPending={isPending}>
        <Button type="submit" disabled={isPending || isUploading} className="sm:min-w-40">
          {isPending ? 'Saving...' : isEdit ? 'Update Testimonial' : 'Add Testimonial'}
        </Button>
      </FormButtons>
    </FormCard>
  );
}

/** The testimonials shown on the home page and their projects' pages: add, edit, reorder and delete. */
export function TestimonialsEditor({ testimonials, projects }: { testimonials: Testimonial[]; projects: ProjectChoice[] }) {
  const reorder = useReorder({ items: testimonials, nameOf, moveAction: moveTestimonialAction });
  const projectTitle = new Map(projects.map((project) => [project.id, project.title]));

  return (
    <ListEditor
      history="testimonials"
      items={testimonials}
      nameOf={nameOf}
      deleteAction={deleteTestimonialAction}
      reorder={reorder}
      form={{
        label: 'Testimonial form',
        render: (testimonial, close) => <TestimonialForm testimonial={testimonial} projects={projects} onSaved={close} onCancel={close} />,
      }}
      list={{
        id: 'your-testimonials',
        title: 'Your Testimonials',
        summary: testimonials.length === 1 ? '1 testimonial' : `${testimonials.length} testimonials`,
        label: 'Testimonials in display order',
        empty: TESTIMONIAL_TEXTS.empty,
      }}
      item={{
        media: (testimonial) => <Avatar src={testimonial.photoSrc} name={testimonial.authorName} />,
        body: (testimonial) => {
          const project = testimonial.projectId ? projectTitle.get(testimonial.projectId) : undefined;
          return (
            <>
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="font-semibold leading-snug">{testimonial.authorName}</h3>
                {testimonial.featured ? <Badge variant="featured">Featured</Badge> : null}
              </div>
              <p className="text-sm text-muted-foreground">
                {testimonial.authorRole}, {testimonial.company}
              </p>
              <p className="mt-2 line-clamp-2 text-sm">“{testimonial.quote}”</p>
              {project ? <p className="mt-1 text-xs text-muted-foreground">About {project}</p> : null}
            </>
          );
        },
      }}
      confirm={{ title: TESTIMONIAL_TEXTS.deleteConfirm, describe: (name) => <>The quote by {name} will be removed from your portfolio. {LIST_TEXTS.inTrash}</> }}
    />
  );
}
