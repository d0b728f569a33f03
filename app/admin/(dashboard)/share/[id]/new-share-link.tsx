'use client';

import { Link2 } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useId, useState, useTransition } from 'react';
import { OneTimeAddress } from '@/components/admin/one-time-address';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { InputField } from '@/components/ui/field';
import { toast } from '@/components/ui/toast-store';
import { createShareLinkAction, type CreateShareLinkResult } from './actions';

/** Names a new link and creates it; its address is shown once, here, with a copy button. */
export function NewShareLink({ project }: { project: { id: string; slug: string } }) {
  const router = useRouter();
  const formId = useId();
  const [isCreating, startCreating] = useTransition();
  const [errors, setErrors] = useState<Extract<CreateShareLinkResult, { ok: false }>['fieldErrors']>({});
  const [created, setCreated] = useState<{ name: string; url: string } | null>(null);

  function create(form: HTMLFormElement) {
    const data = new FormData(form);
    const name = String(data.get('name') ?? '');
    startCreating(async () => {
      let result: CreateShareLinkResult;
      try {
        result = await createShareLinkAction({ projectId: project.id, slug: project.slug, name, expiresOn: String(data.get('expiresOn') ?? '') });
      } catch {
        result = { ok: false, message: 'The share link could not be saved. Check your connection and try again.' };
      }
      if (!result.ok) {
        setErrors(result.fieldErrors ?? {});
        toast({ title: 'Error', description: result.message, variant: 'destructive' });
        return;
      }
      setErrors({});
      setCreated({ name: name.trim(), url: result.url });
      form.reset();
      toast({ title: 'Success', description: result.message });
      router.refresh();
    });
  }

  return (
    <Card className="p-5 sm:p-6">
      <h2 id={`${formId}-title`} className="text-lg font-semibold tracking-tight">
        New share link
      </h2>
      <form
        className="mt-4 grid gap-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          create(event.currentTarget);
        }}
      >
        <InputField
          id={`${formId}-name`}
          name="name"
          label="Who it is for"
          hint='A name only you see, e.g. "Acme procurement team".'
          maxLength={100}
          isRequired
          errors={errors?.name}
        />
        <InputField id={`${formId}-expires`} name="expiresOn" type="date" label="Expires after" hint="Optional: the last day it opens (UTC). Empty: until you revoke it." errors={errors?.expiresOn} />
        <Button type="submit" disabled={isCreating} className="justify-self-start">
          <Link2 aria-hidden /> {isCreating ? 'Creating...' : 'Create link'}
        </Button>
      </form>

      {created ? (
        <div className="mt-6">
          <OneTimeAddress notice={`Link for ${created.name}: copy it now. It is shown only once.`} label={`Share link for ${created.name}`} url={created.url} />
        </div>
      ) : null}
    </Card>
  );
}
