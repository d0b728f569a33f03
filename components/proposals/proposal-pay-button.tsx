'use client';

import { useActionState } from 'react';
import type { ActionResult, FormState } from '@/lib/actions/result';

type Props = { token: string; label: string; action: (state: FormState, data: FormData) => Promise<ActionResult> };

/** Opens Stripe's payment page (the action answers with a redirect); a refusal shows by the button. */
export function ProposalPayButton({ token, label, action }: Props) {
  const [result, formAction, isPending] = useActionState(action, null);
  return (
    <form action={formAction} aria-label="Payment" className="grid justify-items-start gap-2">
      <input type="hidden" name="token" value={token} />
      <button type="submit" disabled={isPending} className="btn btn-primary btn-md">
        {isPending ? 'Opening the payment page...' : label}
      </button>
      {result && !result.ok ? (
        <p role="alert" className="text-sm text-destructive">
          {result.message}
        </p>
      ) : null}
    </form>
  );
}
