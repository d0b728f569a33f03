'use client';

import { createServiceAction, previewServiceDescriptionAction, updateServiceAction } from './actions';
import { PriceFields } from './price-fields';
import { CheckboxField } from '@/components/admin/checkbox-field';
import { FormCard } from '@/components/admin/form-card';
import { MarkdownField } from '@/components/admin/markdown-field';
import { FormButtons } from '@/components/forms/form-buttons';
import { formFields } from '@/components/forms/form-fields';
import { useActionFeedback } from '@/components/forms/use-action-feedback';
import { Button } from '@/components/ui/button';
import { InputField, SelectField, TextareaField } from '@/components/ui/field';
import { CATEGORIES, categoryLabel } from '@/lib/projects/vocabulary';
import type { Service } from '@/lib/services/model';
import type { ServiceFormField } from '@/lib/services/schema';
import { SERVICE_HINTS as HINT, SERVICE_LABELS as LABEL, SERVICE_LIMITS as L, SERVICE_TEXTS as TEXT, type Pricing } from '@/lib/services/vocabulary';

const CATEGORY_OPTIONS = CATEGORIES.map((category) => ({ value: category, label: categoryLabel(category) }));

type Props = {
  service: Service | null;
  /** A new service's currency: the one the owner's other prices use. */
  defaultCurrency: string;
  onSaved: () => void;
  onCancel: () => void;
};

/** Add or edit a service. Adding publishes it or saves a draft; an edit keeps its status. */
export function ServiceForm({ service, defaultCurrency, onSaved, onCancel }: Props) {
  const isEdit = service !== null;
  const { formRef, formAction, isPending, errors, values, formMessage } = useActionFeedback<ServiceFormField>(isEdit ? updateServiceAction : createServiceAction, {
    onSuccess: onSaved,
  });
  const prefix = isEdit ? `service-${service.id}` : 'add-service';
  const { field: fieldOf, initial, checkbox } = formFields(prefix, { errors, values });
  const field = (name: Exclude<ServiceFormField, 'pricing' | 'priceAmount' | 'priceCurrency'>, stored: string | null | undefined) => fieldOf(name, LABEL[name], stored);
  const price = {
    pricing: (values?.pricing ?? (service && !service.price ? 'on_request' : 'from')) as Pricing,
    amount: initial('priceAmount', service?.price?.amount),
    currency: values?.priceCurrency ?? service?.price?.currency ?? defaultCurrency,
  };

  return (
    <FormCard prefix={prefix} heading={isEdit ? TEXT.editHeading : TEXT.addHeading} intro={HINT.order} formRef={formRef} action={formAction} message={formMessage}>
      {isEdit ? <input type="hidden" name="serviceId" value={service.id} /> : null}
      <InputField {...field('name', service?.name)} isRequired maxLength={L.name} />
      <InputField {...field('slug', service?.slug)} maxLength={L.slug} placeholder="made-from-the-name" hint={HINT.slug} />
      <InputField {...field('outcome', service?.outcome)} isRequired maxLength={L.outcome} hint={HINT.outcome} />
      <MarkdownField
        {...field('description', service?.description)}
        maxLength={L.description}
        hint={HINT.description}
        placeholder={'What the client gets, and how.\n\n- …'}
        renderPreview={previewServiceDescriptionAction}
      />
      <TextareaField {...field('included', service?.included.join('\n'))} rows={5} hint={HINT.included} />
      <PriceFields prefix={prefix} initial={price} errors={errors} />
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <InputField {...field('duration', service?.duration)} maxLength={L.duration} hint={HINT.duration} />
        <SelectField {...field('category', service?.category)} isRequired placeholder={TEXT.chooseCategory} options={CATEGORY_OPTIONS} />
      </div>
      <CheckboxField {...checkbox('featured', LABEL.featured, service?.featured)} hint={HINT.featured} />
      <FormButtons onCancel={isEdit ? onCancel : undefined} isPending={isPending}>
        {isEdit ? null : (
          <Button type="submit" name="status" value="draft" variant="outline" disabled={isPending}>
            {TEXT.saveDraft}
          </Button>
        )}
        <Button type="submit" disabled={isPending} className="sm:min-w-36">
          {isPending ? TEXT.saving : isEdit ? TEXT.update : TEXT.add}
        </Button>
      </FormButtons>
    </FormCard>
  );
}
