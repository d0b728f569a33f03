'use client';

import { useState } from 'react';
import { InputField, SelectField } from '@/components/ui/field';
import { FieldError } from '@/components/ui/input';
import { CURRENCY_OPTIONS } from '@/lib/validation/currencies';
import type { ServiceFormField } from '@/lib/services/schema';
import { SERVICE_HINTS as HINT, SERVICE_LABELS as LABEL, SERVICE_TEXTS, type Pricing } from '@/lib/services/vocabulary';

// The owner's usual currencies first, then every other code in order.

type Props = {
  prefix: string;
  initial: { pricing: Pricing; amount: string; currency: string };
  errors?: Partial<Record<ServiceFormField, string[]>>;
};

/**
 * The price: a starting amount in a currency, or "On request". The amount and currency leave
 * the form while "On request" is chosen; the server drops them for it anyway.
 */
export function PriceFields({ prefix, initial, errors }: Props) {
  const [pricing, setPricing] = useState<Pricing>(initial.pricing);
  const choice = (value: Pricing, label: string) => (
    <label className="flex cursor-pointer items-center gap-2 text-sm">
      <input type="radio" name="pricing" value={value} checked={pricing === value} onChange={() => setPricing(value)} className="size-4 accent-primary" />
      {label}
    </label>
  );

  return (
    <fieldset className="grid gap-4 rounded-lg border p-4" aria-describedby={errors?.pricing ? `${prefix}-pricing-error` : undefined}>
      <legend className="px-1 text-sm font-medium">{LABEL.price}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {choice('from', LABEL.pricingFrom)}
        {choice('on_request', LABEL.pricingOnRequest)}
      </div>
      <FieldError id={`${prefix}-pricing-error`} messages={errors?.pricing} />
      {pricing === 'from' ? (
        <div className="grid items-start gap-5 sm:grid-cols-[minmax(0,1fr)_10rem]">
          <InputField
            id={`${prefix}-priceAmount`}
            name="priceAmount"
            label={LABEL.amount}
            errors={errors?.priceAmount}
            isRequired
            inputMode="decimal"
            autoComplete="off"
            defaultValue={initial.amount}
            hint={HINT.amount}
          />
          <SelectField
            id={`${prefix}-priceCurrency`}
            name="priceCurrency"
            label={LABEL.currency}
            errors={errors?.priceCurrency}
            isRequired
            placeholder={SERVICE_TEXTS.chooseCurrency}
            options={CURRENCY_OPTIONS}
            defaultValue={initial.currency}
          />
        </div>
      ) : (
        <p className="text-xs text-muted-foreground">{HINT.onRequest}</p>
      )}
    </fieldset>
  );
}
