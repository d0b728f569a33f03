'use client';

import { useRouter } from 'next/navigation';
import { formFields } from '@/components/forms/form-fields';
import { useActionFeedback } from '@/components/forms/use-action-feedback';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/field';
import type { ActionResult, FormState } from '@/lib/actions/result';
import type { ManualPaymentField } from '@/lib/payments/schema';
import { PAYMENT_LIMITS as L } from '@/lib/payments/vocabulary';

type Props = { proposalId: string; currency: string; due: string; action: (state: FormState<ManualPaymentField>, data: FormData) => Promise<ActionResult<ManualPaymentField>> };

/** A payment received another way (a bank transfer, cash), in the proposal's currency. */
export function RecordPaymentForm({ proposalId, currency, due, action }: Props) {
  const router = useRouter();
  const { formRef, formAction, isPending, errors, values, formMessage } = useActionFeedback<ManualPaymentField>(action, { onSuccess: () => router.refresh() });
  const { field } = formFields<ManualPaymentField>('payment', { errors, values });
  const today = new Date().toISOString().slice(0, 10);
  return (
    <form ref={formRef} action={formAction} noValidate aria-label="Record a payment" className="grid gap-3">
      <input type="hidden" name="proposalId" value={proposalId} />
      {formMessage ? (
        <p role="alert" className="text-sm text-destructive">
          {formMessage}
        </p>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-3">
        <InputField {...field('amount', `Amount (${currency})`, Number(due) > 0 ? due : '')} isRequired inputMode="decimal" />
        <InputField {...field('paidOn', 'Received on', today)} isRequired type="date" max={today} />
        <InputField {...field('method', 'Method', '')} isRequired maxLength={L.method} placeholder="Bank transfer" />
      </div>
      <InputField {...field('note', 'Note (optional)', '')} maxLength={L.note} />
      <Button type="submit" variant="outline" disabled={isPending} className="justify-self-start">
        {isPending ? 'Recording...' : 'Record payment'}
      </Button>
    </form>
  );
}
