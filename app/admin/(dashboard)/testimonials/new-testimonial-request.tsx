'use client';

import { Send } from 'lucide-react';
import { NewAddressForm } from '@/components/admin/new-address-form';
import { ProjectChoiceField, type ProjectChoice } from '@/components/admin/project-choice-field';
import { InputField } from '@/components/ui/field';
import { TESTIMONIAL_REQUEST_LIMITS as L } from '@/lib/testimonial-requests/vocabulary';
import { createTestimonialRequestAction } from './actions';

/** Asks a client for a testimonial: the request's address is shown once, here, with a copy button. */
export function NewTestimonialRequest({ projects }: { projects: readonly ProjectChoice[] }) {
  return (
    <NewAddressForm
      title="Request a testimonial"
      read={(field) => ({ clientName: field('clientName'), company: field('company'), projectId: field('projectId'), expiresOn: field('expiresOn') })}
      action={createTestimonialRequestAction}
      failed="The testimonial request could not be saved. Check your connection and try again."
      submit={{ icon: <Send aria-hidden />, label: 'Create request' }}
      shownAs={({ clientName }) => ({ notice: `Link for ${clientName.trim()}: copy it now. It is shown only once.`, label: `Testimonial request link for ${clientName.trim()}` })}
      fields={(errors, id) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <InputField id={id('client')} name="clientName" label="Client name" maxLength={L.clientName} isRequired errors={errors.clientName} />
            <InputField id={id('company')} name="company" label="Company" maxLength={L.company} isRequired errors={errors.company} />
          </div>
          <ProjectChoiceField
            field={{ id: id('project'), name: 'projectId', label: 'Project', errors: errors.projectId }}
            hint="Optional: the approved quote shows on that project's page too."
            projects={projects}
            initial=""
          />
          <InputField id={id('expires')} name="expiresOn" type="date" label="Expires after" hint="The last day the link opens (UTC). It works once." isRequired errors={errors.expiresOn} />
        </>
      )}
    />
  );
}
