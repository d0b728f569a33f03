'use client';

import { startTransition, useActionState, useEffect, useRef, type ReactNode } from 'react';
import { FieldError, Input, Label, Textarea } from '@/components/ui/input';
import type { ActionResult, FormState } from '@/lib/actions/result';
import { PROPOSAL_LIMITS as L } from '@/lib/proposals/vocabulary';

export type AnswerAction = (state: FormState, data: FormData) => Promise<ActionResult>;

type Props = { token: string; version: string; total: string; accept: AnswerAction; decline: AnswerAction };

const UNREACHABLE = 'Your answer could not be sent. Check your connection and try again.';

/**
 * Accept (a typed name and a ticked box) or decline (an optional reason). A problem shows under
 * its field, which takes the focus; a refusal of the whole answer shows by the button. Nothing
 * covers the form. A success refreshes the page, which then shows the recorded answer.
 */
export function ProposalAnswerForms({ token, version, total, accept, decline }: Props) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <AnswerForm label="Accept the proposal" action={accept} token={token} version={version} button="Accept proposal" primary>
        {(field) => (
          <>
            {field('name', (control) => <Input {...control} name="name" autoComplete="name" maxLength={L.signerName} required />, 'Your full name')}
            {field('agree', (control) => (
              <span className="flex items-start gap-2 text-sm">
                <input {...control} type="checkbox" name="agree" required className="mt-1 size-4 accent-primary" />
                <label htmlFor={control.id}>I accept this proposal, its prices and its terms, as shown on this page, for a total of {total}.</label>
              </span>
            ))}
          </>
        )}
      </AnswerForm>
      <AnswerForm label="Decline the proposal" action={decline} token={token} version={version} button="Decline proposal">
        {(field) => field('reason', (control) => <Textarea {...control} name="reason" maxLength={L.declineReason} />, 'Reason (optional)')}
      </AnswerForm>
    </div>
  );
}

type Control = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string };
type FieldOf = (name: string, control: (props: Control) => ReactNode, label?: string) => ReactNode;

type FormProps = { label: string; action: AnswerAction; token: string; version: string; button: string; primary?: boolean; children: (field: FieldOf) => ReactNode };

function AnswerForm({ label, action, token, version, button, primary = false, children }: FormProps) {
  const [result, formAction, isPending] = useActionState<FormState, FormData>(
    (previous, data) => action(previous, data).catch((): ActionResult => ({ ok: false, message: UNREACHABLE })),
    null,
  );
  const formRef = useRef<HTMLFormElement>(null);
  // Once React has drawn a refusal's errors, the first field with one takes the focus.
  useEffect(() => {
    if (result && !result.ok && result.fieldErrors) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [result]);
  const errors = result && !result.ok ? (result.fieldErrors ?? {}) : {};
  const prefix = primary ? 'accept' : 'decline';

  const field: FieldOf = (name, control, fieldLabel) => {
    const id = `${prefix}-${name}`;
    const messages = errors[name];
    return (
      <div className="grid gap-1.5">
        {fieldLabel ? <Label htmlFor={id}>{fieldLabel}</Label> : null}
        {control({ id, ...(messages?.length ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {}) })}
        <FieldError id={`${id}-error`} messages={messages} />
      </div>
    );
  };

  return (
    <form
      ref={formRef}
      action={formAction}
      // Sent by hand so React keeps what was typed after a refusal (a form action resets the form).
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        startTransition(() => formAction(data));
      }}
      aria-label={label} aria-busy={isPending} noValidate className="panel grid content-start gap-3">
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="version" value={version} />
      {children(field)}
      <button type="submit" disabled={isPending} className={`btn ${primary ? 'btn-primary' : 'btn-outline'} btn-md justify-self-start`}>
        {isPending ? 'Sending...' : button}
      </button>
      {result && !result.ok && !result.fieldErrors ? (
        <p role="alert" className="text-sm text-destructive">
          {result.message}
        </p>
      ) : null}
    </form>
  );
}
