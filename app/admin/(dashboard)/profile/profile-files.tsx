'use client';

import { FileUp } from 'lucide-react';
import { Section, type SectionProps } from './profile-sections';
import type { UploadTarget } from '@/components/admin/upload';
import { UploadField } from '@/components/admin/upload-field';
import { InputField } from '@/components/ui/field';
import { PEOPLE_BUCKET, PEOPLE_PHOTO_EXTENSIONS, PEOPLE_PHOTO_TYPES, peoplePhotoProblem, peoplePhotoUrl } from '@/lib/people/photos';
import { PROFILE_FILES_BUCKET, PROFILE_LIMITS as L } from '@/lib/profile/vocabulary';
import { browserSupabaseUrl } from '@/lib/supabase/client';

// The two sections with a file: a portrait goes to the people bucket, a CV to the profile-files
// bucket (or is given as a link); an old file is removed once the profile is saved.

const CV_UPLOAD: UploadTarget = {
  bucket: PROFILE_FILES_BUCKET,
  folder: 'cv',
  extensions: { 'application/pdf': 'pdf' },
  problem: (file) => (file.type !== 'application/pdf' ? `${file.name} is not a PDF.` : file.size > L.cvBytes ? `${file.name} is larger than 10 MB.` : null),
};
const CV_LABELS = { upload: 'Upload a PDF', replace: 'Replace with another PDF', remove: 'Remove the CV' };
const PORTRAIT_UPLOAD: UploadTarget = { bucket: PEOPLE_BUCKET, folder: 'portrait', extensions: PEOPLE_PHOTO_EXTENSIONS, problem: peoplePhotoProblem };
const PORTRAIT_LABELS = { upload: 'Upload a portrait', replace: 'Replace the portrait', remove: 'Remove the portrait' };

type FileSectionProps = SectionProps & { onBusy: (isBusy: boolean) => void };

export function PortraitSection({ fields: { field }, profile, onBusy }: FileSectionProps) {
  return (
    <Section title="Portrait">
      <UploadField
        field={field('photoPath', 'Photo')}
        target={PORTRAIT_UPLOAD}
        accept={PEOPLE_PHOTO_TYPES.join(',')}
        icon={FileUp}
        initialPath={profile?.photo?.path ?? null}
        preview={(path) => (
          // eslint-disable-next-line @next/next/no-img-element -- the owner's own upload, shown as stored
          <img src={peoplePhotoUrl(browserSupabaseUrl, path)} alt="" width={64} height={64} className="size-16 rounded-full border object-cover" />
        )}
        labels={PORTRAIT_LABELS}
        hint="Shown in the hero. JPEG, PNG, WebP or AVIF up to 2 MB; a square photo fits best."
        onBusy={onBusy}
      />
      <InputField
        {...field('photoAlt', 'Portrait alt text', profile?.photo?.alt)}
        maxLength={L.photoAlt}
        hint="Describe the photo for people who cannot see it, e.g. Alex smiling at a standing desk."
      />
    </Section>
  );
}

export function FooterAndCvSection({ fields: { field }, profile, onBusy }: FileSectionProps) {
  return (
    <Section title="Footer and CV">
      <InputField
        {...field('copyrightYear', 'Copyright year', profile?.copyrightYear)}
        type="number"
        min={1990}
        max={2100}
        inputMode="numeric"
        hint="Leave empty to show the current year."
        className="max-w-40"
      />
      <UploadField
        field={field('cvPath', 'CV')}
        target={CV_UPLOAD}
        accept="application/pdf"
        icon={FileUp}
        initialPath={profile?.cvPath ?? null}
        preview={() => <span className="text-sm">A PDF is uploaded.</span>}
        labels={CV_LABELS}
        onBusy={onBusy}
      />
      <InputField
        {...field('cvUrl', 'Or a link to your CV', profile?.cvPath ? '' : profile?.cvHref)}
        type="url"
        inputMode="url"
        placeholder="https://example.com/cv.pdf"
      />
    </Section>
  );
}
