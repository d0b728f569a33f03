'use client';

import { FileUp, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { saveProfileAction } from './actions';
import { FilePicker, UploadingStatus } from '@/components/admin/file-picker';
import { useUpload, type UploadTarget } from '@/components/admin/upload';
import { FormAlert } from '@/components/forms/form-alert';
import { useActionFeedback } from '@/components/forms/use-action-feedback';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { InputField, TextareaField } from '@/components/ui/field';
import { FieldError, Label } from '@/components/ui/input';
import type { Profile } from '@/lib/profile/model';
import { PEOPLE_BUCKET, PEOPLE_PHOTO_EXTENSIONS, PEOPLE_PHOTO_TYPES, peoplePhotoProblem } from '@/lib/people/photos';
import { PROFILE_FILES_BUCKET, PROFILE_LIMITS as L } from '@/lib/profile/vocabulary';
import { getBrowserClient } from '@/lib/supabase/client';
import type { ProfileFormField } from '@/lib/profile/schema';

const STATS = [1, 2, 3] as const;

const CV_UPLOAD: UploadTarget = {
  bucket: PROFILE_FILES_BUCKET,
  folder: 'cv',
  extensions: { 'application/pdf': 'pdf' },
  problem: (file) => (file.type !== 'application/pdf' ? `${file.name} is not a PDF.` : file.size > L.cvBytes ? `${file.name} is larger than 10 MB.` : null),
};
const PORTRAIT_UPLOAD: UploadTarget = { bucket: PEOPLE_BUCKET, folder: 'portrait', extensions: PEOPLE_PHOTO_EXTENSIONS, problem: peoplePhotoProblem };

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="grid gap-5 border-t pt-5 first:border-t-0 first:pt-0">
      <legend className="float-left mb-1 w-full text-base font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}

/**
 * Everything the site says about its owner. A CV is uploaded straight from the browser to the
 * profile-files bucket (or given as a link), a portrait to the people bucket; an old file is
 * removed once the profile is saved.
 */
export function ProfileForm({ profile }: { profile: Profile | null }) {
  const { formRef, formAction, isPending, errors, values, formMessage } = useActionFeedback<ProfileFormField>(saveProfileAction);
  const [cvPath, setCvPath] = useState(profile?.cvPath ?? null);
  const cvUpload = useUpload(CV_UPLOAD);
  const [photoPath, setPhotoPath] = useState(profile?.photo?.path ?? null);
  const photoUpload = useUpload(PORTRAIT_UPLOAD);

  const initial = (name: ProfileFormField, fromProfile: string | number | null | undefined) => values?.[name] ?? String(fromProfile ?? '');
  const field = (name: ProfileFormField, label: string) => ({
    id: `profile-${name}`,
    name,
    label,
    errors: errors?.[name],
  });

  async function uploadCv(file: File) {
    const path = await cvUpload.upload(file);
    if (path) setCvPath(path);
  }

  async function uploadPhoto(file: File) {
    const path = await photoUpload.upload(file);
    if (path) setPhotoPath(path);
  }

  return (
    <Card className="p-5 sm:p-6">
      <h2 id="profile-heading" className="text-xl font-semibold tracking-tight">
        Profile
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">What visitors read about you on every page. Saved changes show on the site at once.</p>

      <form ref={formRef} action={formAction} noValidate aria-labelledby="profile-heading" className="mt-6 grid gap-6">
        <FormAlert message={formMessage} />

        <Section title="About you">
          <div className="grid gap-5 sm:grid-cols-2">
            <InputField {...field('name', 'Name')} isRequired maxLength={L.name} defaultValue={initial('name', profile?.name)} autoComplete="name" />
            <InputField {...field('role', 'Role')} isRequired maxLength={L.role} defaultValue={initial('role', profile?.role)} placeholder="Lead Developer & Power BI Specialist" />
          </div>
          <InputField {...field('heroHeading', 'Hero heading')} isRequired maxLength={L.heroHeading} defaultValue={initial('heroHeading', profile?.heroHeading)} />
          <TextareaField {...field('intro', 'Introduction')} isRequired rows={4} maxLength={L.intro} defaultValue={initial('intro', profile?.intro)} hint="The paragraph under the hero heading." />
          <TextareaField
            {...field('description', 'Description')}
            isRequired
            rows={3}
            maxLength={L.description}
            defaultValue={initial('description', profile?.description)}
            hint="For search engines and link previews (about 160 characters read best)."
          />
        </Section>

        <Section title="Stats in the hero">
          {STATS.map((n) => (
            <div key={n} className="grid gap-3 sm:grid-cols-[8rem_1fr]">
              <InputField {...field(`stat${n}Value`, `Stat ${n} value`)} isRequired maxLength={L.statValue} defaultValue={initial(`stat${n}Value`, profile?.stats[n - 1]?.value)} placeholder="10+" />
              <InputField {...field(`stat${n}Label`, `Stat ${n} label`)} isRequired maxLength={L.statLabel} defaultValue={initial(`stat${n}Label`, profile?.stats[n - 1]?.label)} placeholder="Years WordPress" />
            </div>
          ))}
        </Section>

        <Section title="Portrait">
          <div className="grid gap-2">
            <Label htmlFor="profile-photo-file">Photo</Label>
            <input type="hidden" name="photoPath" value={photoPath ?? ''} />
            {photoPath ? (
              <div className="flex flex-wrap items-center gap-3 text-sm">
                {/* eslint-disable-next-line @next/next/no-img-element -- the owner's own upload, shown as stored */}
                <img
                  src={getBrowserClient().storage.from(PEOPLE_BUCKET).getPublicUrl(photoPath).data.publicUrl}
                  alt=""
                  width={64}
                  height={64}
                  className="size-16 rounded-full border object-cover"
                />
                <Button variant="outline" size="sm" onClick={() => setPhotoPath(null)}>
                  <Trash2 aria-hidden /> Remove the portrait
                </Button>
              </div>
            ) : null}
            <div className="flex items-center gap-2">
              <FilePicker
                id="profile-photo-file"
                icon={FileUp}
                label={photoPath ? 'Replace the portrait' : 'Upload a portrait'}
                accept={PEOPLE_PHOTO_TYPES.join(',')}
                describedBy="profile-photo-hint"
                onFile={(file) => void uploadPhoto(file)}
              />
              {photoUpload.isUploading ? <UploadingStatus /> : null}
            </div>
            <p id="profile-photo-hint" className="text-xs text-muted-foreground">
              Shown in the hero. JPEG, PNG, WebP or AVIF up to 2 MB; a square photo fits best.
            </p>
            {photoUpload.error ? (
              <p role="alert" className="text-sm text-destructive">
                {photoUpload.error}
              </p>
            ) : null}
            <FieldError id="profile-photoPath-error" messages={errors?.photoPath} />
          </div>
          <InputField
            {...field('photoAlt', 'Portrait alt text')}
            maxLength={L.photoAlt}
            defaultValue={initial('photoAlt', profile?.photo?.alt)}
            hint="Describe the photo for people who cannot see it, e.g. Alex smiling at a standing desk."
          />
        </Section>

        <Section title="Contact and links">
          <InputField {...field('contactEmail', 'Contact email')} isRequired type="email" autoComplete="email" defaultValue={initial('contactEmail', profile?.contactEmail)} />
          <div className="grid gap-5 sm:grid-cols-2">
            <InputField {...field('codeUrl', 'Code profile URL')} type="url" inputMode="url" defaultValue={initial('codeUrl', profile?.codeUrl)} placeholder="https://github.com/you" />
            <InputField {...field('networkUrl', 'Professional profile URL')} type="url" inputMode="url" defaultValue={initial('networkUrl', profile?.networkUrl)} placeholder="https://www.linkedin.com/in/you" />
          </div>
          <TextareaField
            {...field('otherLinks', 'Other links')}
            rows={3}
            className="min-h-0"
            defaultValue={initial('otherLinks', profile?.otherLinks.map((link) => `${link.label} | ${link.url}`).join('\n'))}
            hint={`Up to ${L.otherLinks}, one per line: Label | URL`}
            placeholder="Dribbble | https://dribbble.com/you"
          />
        </Section>

        <Section title="Section introductions">
          <InputField {...field('skillsIntro', 'Skills introduction')} maxLength={L.sectionIntro} defaultValue={initial('skillsIntro', profile?.skillsIntro)} />
          <InputField {...field('projectsIntro', 'Projects introduction')} maxLength={L.sectionIntro} defaultValue={initial('projectsIntro', profile?.projectsIntro)} />
          <InputField {...field('contactIntro', 'Contact introduction')} maxLength={L.sectionIntro} defaultValue={initial('contactIntro', profile?.contactIntro)} />
        </Section>

        <Section title="Footer and CV">
          <InputField
            {...field('copyrightYear', 'Copyright year')}
            type="number"
            min={1990}
            max={2100}
            inputMode="numeric"
            defaultValue={initial('copyrightYear', profile?.copyrightYear)}
            hint="Leave empty to show the current year."
            className="max-w-40"
          />
          <div className="grid gap-2">
            <Label htmlFor="profile-cv-file">CV</Label>
            <input type="hidden" name="cvPath" value={cvPath ?? ''} />
            {cvPath ? (
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <span>A PDF is uploaded.</span>
                <Button variant="outline" size="sm" onClick={() => setCvPath(null)}>
                  <Trash2 aria-hidden /> Remove the CV
                </Button>
              </div>
            ) : null}
            <div className="flex items-center gap-2">
              <FilePicker
                id="profile-cv-file"
                icon={FileUp}
                label={cvPath ? 'Replace with another PDF' : 'Upload a PDF'}
                accept="application/pdf"
                onFile={(file) => void uploadCv(file)}
              />
              {cvUpload.isUploading ? <UploadingStatus /> : null}
            </div>
            {cvUpload.error ? (
              <p role="alert" className="text-sm text-destructive">
                {cvUpload.error}
              </p>
            ) : null}
            <FieldError id="profile-cvPath-error" messages={errors?.cvPath} />
          </div>
          <InputField
            {...field('cvUrl', 'Or a link to your CV')}
            type="url"
            inputMode="url"
            defaultValue={initial('cvUrl', profile?.cvPath ? '' : profile?.cvHref)}
            placeholder="https://example.com/cv.pdf"
          />
        </Section>

        <div className="flex justify-end">
          <Button type="submit" disabled={isPending || cvUpload.isUploading || photoUpload.isUploading} className="sm:min-w-36">
            {isPending ? 'Saving...' : 'Save Profile'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
