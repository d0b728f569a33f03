'use client';

import { Send } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useId, useState, useTransition } from 'react';
import { OneTimeAddress } from '@/components/admin/one-time-address';
import { ProjectChoiceField, type ProjectChoice } from '@/components/admin/project-choice-field';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { InputField } from '@/components/ui/field';
import { toast } from '@/components/ui/toast-store';
import { TESTIMONIAL_REQUEST_LIMITS as L } from '@/lib/testimonial-requests/vocabulary';
import { createTestimonialRequestAction, type CreateTestimonialRequestResult } from './actions';

const field = (data: FormData, name: string) => String(data.get(name) ?? '');

/** Asks a client for a testimonial: the request's address is shown once, here, with a copy button. */
export function NewTestimonialRequest({ projects }: { projects: readonly ProjectChoice[] }) {
  const router = useRouter();
  const formId = useId();
  const [isCreating, startCreating] = useTransition();
  const [errors, setErrors] = useState<Extract<CreateTestimonialRequestResult, { ok: false }>['fieldErrors']>({});
  const [created, setCreated] = useState<{ clientName: string; url: string } | null>(null);

  function create(form: HTMLFormElement) {
    const data = new FormData(form);
    const input = { clientName: field(data, 'clientName'), company: field(data, 'company'), projectId: field(data, 'projectId'), expiresOn: field(data, 'expiresOn') };
    startCreating(async () => {
      let result: CreateTestimonialRequestResult;
      try {
        result = await createTestimonialRequestAction(input);
      } catch {
        result = { ok: false, message: 'The testimonial request could not be saved. Check your connection and try again.' };
      }
      if (!result.ok) {
        setErrors(result.fieldErrors ?? {});
        toast({ title: 'Error', description: result.message, variant: 'destructive' });
        return;
      }
      setErrors({});
      setCreated({ clientName: input.clientName.trim(), url: result.url });
      form.reset();
      toast({ title: 'Success', description: result.message });
      router.refresh();
    });
  }

  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-semibold tracking-tight">Request a testimonial</h2>
      <form
        aria-label="Request a testimonial"
        className="mt-4 grid gap-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          create(event.currentTarget);
        }}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField id={`${formId}-client`} name="clientName" label="Client name" maxLength={L.clientName} isRequired errors={errors?.clientName} />
          <InputField id={`${formId}-company`} name="company" label="Company" maxLength={L.company} isRequired errors={errors?.company} />
        </div>
        <ProjectChoiceField
          field={{ id: `${formId}-project`, name: 'projectId', label: 'Project', errors: errors?.projectId }}
          hint="Optional: the approved quote shows on that project's page too."
          projects={projects}
          initial=""
        />
        <InputField id={`${formId}-expires`} name="expiresOn" type="date" label="Expires after" hint="The last day the link opens (UTC). It works once." isRequired errors={errors?.expiresOn} />
        <Button type="submit" disabled={isCreating} className="justify-self-start">
          <Send aria-hidden /> {isCreating ? 'Creating...' : 'Create request'}
        </Button>
      </form>

      {created ? (
        <div className="mt-6">
          <OneTimeAddress
            notice={`Link for ${created.clientName}: copy it now. It is shown only once.`}
            label={`Testimonial request link for ${created.clientName}`}
            url={created.url}
          />
        </div>
      ) : null}
    </Card>
  );
}
