import type { Ref } from 'react';
import { previewDescriptionAction } from './actions';
import { CheckboxField } from '@/components/admin/checkbox-field';
import { MarkdownField } from '@/components/admin/markdown-field';
import type { FormFields } from '@/components/forms/form-fields';
import { InputField, SelectField } from '@/components/ui/field';
import type { Project } from '@/lib/projects/model';
import { CATEGORIES, PROJECT_LIMITS, VISIBILITIES, VISIBILITY_HINTS, VISIBILITY_LABELS, categoryLabel, projectPath } from '@/lib/projects/vocabulary';
import type { ProjectFormField } from '@/lib/projects/schema';

// The project form's groups of fields, in the order the form shows them (the images and the
// case study facts have files of their own).

/** What each group gets: the form's fields and the project being edited (null in add mode). */
export type FieldsetProps = { fields: FormFields<ProjectFormField>; project: Project | null };

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

/** Title, address, description, category and technologies. */
export function BasicsFields({
  fields: { field },
  project,
  titleRef,
  linkImages,
}: FieldsetProps & {
  titleRef: Ref<HTMLInputElement>;
  /** The link images in the form's list right now: the description's preview may show them. */
  linkImages: () => string[];
}) {
  return (
    <>
      <InputField {...field('title', 'Title', project?.title)} ref={titleRef} isRequired maxLength={PROJECT_LIMITS.title} placeholder="e.g. Harbor Coffee Online Store" />
      <InputField
        {...field('slug', 'Slug', project?.slug)}
        maxLength={PROJECT_LIMITS.slug}
        autoCapitalize="none"
        spellCheck={false}
        placeholder="made from the title"
        hint={
          project
            ? `The page address: ${projectPath(project.slug)}. A new slug keeps the old address redirecting here.`
            : 'The page address, /projects/<slug>: lowercase letters, digits and hyphens. Leave empty to make one from the title.'
        }
      />
      <MarkdownField
        {...field('description', 'Description', project?.description)}
        maxLength={PROJECT_LIMITS.description}
        renderPreview={(markdown) => previewDescriptionAction({ markdown, projectImages: linkImages() })}
      />
      <SelectField {...field('category', 'Category', project?.category)} isRequired placeholder="Select a category" options={CATEGORY_OPTIONS} />
      <InputField
        {...field('technologies', 'Technologies', project?.technologies.join(', '))}
        hint="Comma-separated, e.g. WordPress, PHP, Tailwind CSS"
        placeholder="React, Next.js, TypeScript"
      />
    </>
  );
}

/** The live site, the code, and a Power BI report. */
export function LinksFields({ fields: { field }, project }: FieldsetProps) {
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField {...field('projectUrl', 'Project URL', project?.projectUrl)} {...URL_INPUT} placeholder="https://example.com" />
        <InputField {...field('githubUrl', 'GitHub URL', project?.githubUrl)} {...URL_INPUT} placeholder="https://github.com/you/repo" />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField
          {...field('reportUrl', 'Power BI report', project?.reportUrl)}
          {...URL_INPUT}
          placeholder="https://app.powerbi.com/view?r=…"
          hint="A Publish to web link or report embed URL (the embed code works too). Visitors load it with a click."
        />
        <InputField
          {...field('reportTitle', 'Report name', project?.reportTitle)}
          maxLength={PROJECT_LIMITS.reportTitle}
          placeholder="e.g. Sales performance 2024"
          hint="Shown above the report; the project title when empty."
        />
      </div>
    </>
  );
}

export function VideoFields({ fields: { field }, project }: FieldsetProps) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <InputField
        {...field('videoUrl', 'Video walkthrough', project?.videoUrl)}
        {...URL_INPUT}
        placeholder="https://youtu.be/…"
        hint="A YouTube, Vimeo or Loom link. Visitors load it with a click; in the description, write ::video[Title](link)."
      />
      <InputField
        {...field('videoTitle', 'Video name', project?.videoTitle)}
        maxLength={PROJECT_LIMITS.videoTitle}
        placeholder="e.g. A two-minute tour of the dashboard"
        hint="Shown on the video's placeholder; the project title when empty."
      />
    </div>
  );
}

/** Who may see the project, and whether it is featured. */
export function VisibilityFields({ fields: { field, checkbox }, project }: FieldsetProps) {
  return (
    <>
      <SelectField
        {...field('visibility', 'Visibility', project?.visibility ?? 'public')}
        isRequired
        placeholder="Who may see it"
        options={VISIBILITY_OPTIONS}
        hint={VISIBILITY_HINT}
      />
      <CheckboxField {...checkbox('featured', 'Featured', project?.featured)} hint="Shows a Featured badge on the project card and page." />
    </>
  );
}
