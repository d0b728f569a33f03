'use client';

import { unstable_rethrow, useRouter } from 'next/navigation';
import { useId, useRef, useState, useTransition, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { toast } from '@/components/ui/toast-store';
import type { ActionFailure, ActionResult } from '@/lib/actions/result';
import { OneTimeAddress } from './one-time-address';

// An action that makes an address (ownerAddressAction), called from the admin area, and the
// address kept to be shown once. Apart from OneTimeAddress, which a layout shows (the proposals'):
// a layout's client code is shared by its pages, and this one's need not be.

/** What an action that may make an address answers: the address, or null when the save made none. */
type AddressResult = ActionResult<string, { url: string | null }>;
type Created<R> = Extract<R, { ok: true }>;

/**
 * Calls an action that makes an address: a refusal (or a call that failed: `failed`) is its
 * field errors and a destructive toast (`describe` says what, or null for none); a success is
 * its toast, `onCreated` (which keeps the address where it is shown) and the page's data read again.
 */
export function useAddressAction<I, R extends AddressResult>(
  action: (input: I) => Promise<R>,
  { failed, onCreated, describe = (failure) => failure.message }: { failed: string; onCreated: (created: Created<R>, input: I) => void; describe?: (failure: ActionFailure) => string | null },
) {
  const router = useRouter();
  const [isPending, startTransition] = useTransition();
  const [failure, setFailure] = useState<ActionFailure | null>(null);

  function run(input: I) {
    startTransition(async () => {
      let result: R | ActionFailure;
      try {
        result = await action(input);
      } catch (error) {
        unstable_rethrow(error);
        result = { ok: false, message: failed };
      }
      if (!result.ok) {
        setFailure(result);
        const description = describe(result);
        if (description) toast({ title: 'Error', description, variant: 'destructive' });
        return;
      }
      setFailure(null);
      onCreated(result as Created<R>, input);
      toast({ title: 'Success', description: result.message });
      router.refresh();
    });
  }

  return { run, isPending, failure, errors: failure?.fieldErrors ?? {} };
}

type FormProps<I, R extends ActionResult<string, { url: string }>> = {
  title: string;
  /** The fields, with their errors after a refusal; `id` makes each field's id unique on the page. */
  fields: (errors: Partial<Record<string, string[]>>, id: (name: string) => string) => ReactNode;
  /** What the action is sent, from the form's fields (`field('name')`: its text, '' when absent). */
  read: (field: (name: string) => string) => I;
  action: (input: I) => Promise<R>;
  /** The message when the call itself failed (offline, a server error). */
  failed: string;
  submit: { icon: ReactNode; label: string };
  /** The shown address's notice and accessible name, from what was sent. */
  shownAs: (input: I) => { notice: string; label: string };
};

/** A form that makes an address and shows it once, below, with a copy button; the form is emptied for the next one. */
export function NewAddressForm<I, R extends ActionResult<string, { url: string }>>({ title, fields, read, action, failed, submit, shownAs }: FormProps<I, R>) {
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [created, setCreated] = useState<{ notice: string; label: string; url: string } | null>(null);
  const { run, isPending, errors } = useAddressAction(action, {
    failed,
    onCreated: ({ url }, input) => {
      setCreated({ ...shownAs(input), url });
      formRef.current?.reset();
    },
  });

  return (
    <Card className="p-5 sm:p-6">
      <h2 id={`${formId}-title`} className="text-lg font-semibold tracking-tight">
        {title}
      </h2>
      <form
        ref={formRef}
        aria-labelledby={`${formId}-title`}
        className="mt-4 grid gap-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const data = new FormData(event.currentTarget);
          run(read((name) => String(data.get(name) ?? '')));
        }}
      >
        {fields(errors, (name) => `${formId}-${name}`)}
        <Button type="submit" disabled={isPending} className="justify-self-start">
          {submit.icon} {isPending ? 'Creating...' : submit.label}
        </Button>
      </form>

      {created ? (
        <div className="mt-6">
          <OneTimeAddress {...created} />
        </div>
      ) : null}
    </Card>
  );
}
