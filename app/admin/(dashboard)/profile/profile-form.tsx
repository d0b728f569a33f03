'use client';

import { useState } from 'react';
import { saveProfileAction } from './actions';
import { AvailabilitySection } from './profile-availability';
import { FooterAndCvSection, PortraitSection } from './profile-files';
import { AboutSection, BusinessSection, ContactSection, IntroductionsSection, StatsSection } from './profile-sections';
import { FormCard } from '@/components/admin/form-card';
import { formFields } from '@/components/forms/form-fields';
import { useActionFeedback } from '@/components/forms/use-action-feedback';
import { Button } from '@/components/ui/button';
import type { Profile } from '@/lib/profile/model';
import type { ProfileFormField } from '@/lib/profile/schema';

/** Everything the site says about its owner, in one form. */
export function ProfileForm({ profile }: { profile: Profile | null }) {
  const { formRef, formAction, isPending, errors, values, formMessage } = useActionFeedback<ProfileFormField>(saveProfileAction);
  const [isPortraitUploading, setIsPortraitUploading] = useState(false);
  const [isCvUploading, setIsCvUploading] = useState(false);
  const sections = { fields: formFields<ProfileFormField>('profile', { errors, values }), profile };

  return (
    <FormCard
      prefix="profile"
      heading="Profile"
      intro="What visitors read about you on every page. Saved changes show on the site at once."
      formRef={formRef}
      action={formAction}
      message={formMessage}
    >
      <AboutSection {...sections} />
      <StatsSection {...sections} />
      <PortraitSection {...sections} onBusy={setIsPortraitUploading} />
      <ContactSection {...sections} />
      <AvailabilitySection {...sections} />
      <BusinessSection {...sections} />
      <IntroductionsSection {...sections} />
      <FooterAndCvSection {...sections} onBusy={setIsCvUploading} />
      <div className="flex justify-end">
        <Button type="submit" disabled={isPending || isPortraitUploading || isCvUploading} className="sm:min-w-36">
          {isPending ? 'Saving...' : 'Save Profile'}
        </Button>
      </div>
    </FormCard>
  );
}
