'use client';

import { startTransition, useActionState, type ReactNode } from 'react';
import { toast } from '@/components/ui/toast-store';
import type { ActionResult, FormState } from '@/lib/actions/result';

type Action = (state: FormState, data: FormData) => Promise<ActionResult>;

/**
 * One of the client's answers (accept or decline): its fields are server-rendered children, so
 * this form is the page's only code. Errors show under the form and in a toast; a success
 * re-renders the page (the action refreshes it), which then shows the answer.
 */
export function ProposalAnswerForm({ action, label, children }: { action: Action; label: string; children: ReactNode }) {
  const [state, formAction, isPending] = useActionState<FormState, FormData>(async (previous, data) => {
    let result: ActionResult;
    try {
      result = await action(previous, data);
    } catch {
      result = { ok: false, message: 'Your answer could not be sent. Check your connection and try again.' };
    }
    // Here, not in an effect: a success re-renders the page without this form.
    toast(result.ok ? { title: 'Success', description: result.message } : { title: 'Error', description: result.message, variant: 'destructive' });
    return result;
  }, null);

  const error = state && !state.ok ? (Object.values(state.fieldErrors ?? {})[0]?.[0] ?? state.message) : null;
  return (
    <form
      action={formAction}
      // Sent by hand so React keeps what was typed after a refusal (a form action resets the form).
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        startTransition(() => formAction(data));
      }}
      aria-label={label}
      aria-busy={isPending}
      noValidate
      className="grid gap-3"
    >
      {children}
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </form>
  );
}
