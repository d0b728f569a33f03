'use client';

import { Field, InputField } from '@/components/ui/field';
import { Select } from '@/components/ui/input';
import { formatMoney } from '@/lib/proposals/format';
import { amountDue } from '@/lib/proposals/totals';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, PAYMENT_TERMS, PAYMENT_TERMS_LABELS, type PaymentMethod, type PaymentTerms } from '@/lib/payments/vocabulary';
import type { Errors } from './proposal-lines';

export type PaymentChoice = { terms: PaymentTerms; deposit: string; method: PaymentMethod };

type Props = { value: PaymentChoice; onChange: (value: PaymentChoice) => void; total: string; currency: string; stripeReady: boolean; errors: Errors };

const id = (name: string) => `proposal-payment-${name}`;

/** What the client pays on accepting, and how; the amount due as the database will compute it. */
export function ProposalPaymentTerms({ value, onChange, total, currency, stripeReady, errors }: Props) {
  const isDeposit = value.terms === 'deposit_percent' || value.terms === 'deposit_amount';
  const due = amountDue(total, value.terms, value.deposit, currency);
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-base font-semibold">Payment on acceptance</legend>
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_10rem]">
        <Field id={id('terms')} label="The client pays" errors={errors.paymentTerms}>
          {(control) => (
            <Select {...control} value={value.terms} onChange={(event) => onChange({ ...value, terms: event.target.value as PaymentTerms })}>
              {PAYMENT_TERMS.map((terms) => (
                <option key={terms} value={terms}>
                  {PAYMENT_TERMS_LABELS[terms]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {isDeposit ? (
          <InputField
            id={id('deposit')}
            label={value.terms === 'deposit_percent' ? 'Deposit (%)' : `Deposit (${currency})`}
            inputMode="decimal"
            value={value.deposit}
            errors={errors.depositValue}
            onChange={(event) => onChange({ ...value, deposit: event.target.value })}
          />
        ) : null}
      </div>
      {value.terms !== 'none' ? (
        <>
          <Field id={id('method')} label="Paid" errors={errors.paymentMethod} hint={stripeReady ? undefined : 'Stripe is not set up on this site: clients see your payment instructions (Profile) instead.'}>
            {(control) => (
              <Select {...control} value={value.method} onChange={(event) => onChange({ ...value, method: event.target.value as PaymentMethod })}>
                {PAYMENT_METHODS.map((method) => (
                  <option key={method} value={method}>
                    {PAYMENT_METHOD_LABELS[method]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <p aria-live="polite" className="text-sm">
            Due on acceptance: <strong className="tabular-nums">{due === null ? '–' : formatMoney(due, currency)}</strong>
          </p>
        </>
      ) : null}
    </fieldset>
  );
}
