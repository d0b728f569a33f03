import { InputField, TextareaField } from '@/components/ui/field';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/input';
import type { ProposalDraft } from '@/lib/proposals/admin';
import { PROPOSAL_LIMITS as L } from '@/lib/proposals/vocabulary';
import { CURRENCY_OPTIONS } from '@/lib/validation/currencies';
import type { Errors } from './proposal-lines';

type Props = {
  proposal: ProposalDraft | null;
  lead: { name: string; email: string } | null;
  errors: Errors;
  currency: string;
  discount: string;
  onCurrency: (currency: string) => void;
  onDiscount: (discount: string) => void;
};

const id = (name: string) => `proposal-${name}`;

/** Who the proposal is for, what it is called and says, its currency, discount and validity. */
export function ProposalDetails({ proposal, lead, errors, currency, discount, onCurrency, onDiscount }: Props) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField id={id('clientName')} name="clientName" label="Client name" isRequired errors={errors.clientName} defaultValue={proposal?.clientName ?? lead?.name ?? ''} maxLength={L.clientName} />
        <InputField
          id={id('clientEmail')}
          name="clientEmail"
          label="Client email (optional)"
          type="email"
          errors={errors.clientEmail}
          defaultValue={proposal?.clientEmail ?? lead?.email ?? ''}
          hint="Shown in the client block; their receipt goes to it too."
        />
      </div>
      <InputField id={id('title')} name="title" label="Title" isRequired errors={errors.title} defaultValue={proposal?.title ?? ''} maxLength={L.title} />
      <TextareaField id={id('introduction')} name="introduction" label="Introduction (Markdown)" errors={errors.introduction} defaultValue={proposal?.introduction ?? ''} maxLength={L.markdown} />
      <div className="grid gap-4 sm:grid-cols-3">
        <Field id={id('currency')} label="Currency" errors={errors.currency}>
          {(control) => (
            <Select {...control} name="currency" value={currency} onChange={(event) => onCurrency(event.target.value)}>
              {CURRENCY_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <InputField id={id('discount')} name="discount" label="Discount (amount)" inputMode="decimal" errors={errors.discount} value={discount} onChange={(event) => onDiscount(event.target.value)} />
        <InputField id={id('validUntil')} name="validUntil" label="Valid until" type="date" isRequired errors={errors.validUntil} defaultValue={proposal?.validUntil ?? ''} />
      </div>
    </>
  );
}
