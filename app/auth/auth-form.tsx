'use client';

import type { HTMLInputAutoCompleteAttribute, HTMLInputTypeAttribute } from 'react';
import { useActionFeedback } from '@/components/forms/use-action-feedback';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/field';
import type { ActionResult, FormState } from '@/lib/actions/result';

export type AuthField<F extends string> = {
  name: F;
  label: string;
  type?: HTMLInputTypeAttribute;
  autoComplete: HTMLInputAutoCompleteAttribute;
  placeholder?: string;
};

type Props<F extends string> = {
  /** The form's accessible name, e.g. "Login". */
  name: string;
  idPrefix: string;
  fields: readonly AuthField<F>[];
  action: (state: FormState<F>, formData: FormData) => Promise<ActionResult<F>>;
  submitLabel: string;
  pendingLabel: string;
  /** The title of the success toast ('Success' unless given). */
  successTitle?: string;
};

/**
 * The forms of /auth. A success that redirects (login) shows its toast on the next page;
 * passwords are never echoed back, so after a failure only the other fields keep their text.
 */
export function AuthForm<F extends string>({ name, idPrefix, fields, action, submitLabel, pendingLabel, successTitle = 'Success' }: Props<F>) {
  const { formRef, formAction, isPending, errors, values } = useActionFeedback(action, {
    successToast: (message) => ({ title: successTitle, description: message }),
  });

  return (
    <form ref={formRef} action={formAction} noValidate className="grid gap-5" aria-label={name}>
      {fields.map((field) => (
        <InputField
          key={field.name}
          id={`${idPrefix}-${field.name}`}
          label={field.label}
          errors={errors?.[field.name]}
          name={field.name}
          type={field.type}
          autoComplete={field.autoComplete}
          placeholder={field.placeholder}
          required
          defaultValue={field.type === 'password' ? undefined : (values?.[field.name] ?? '')}
        />
      ))}
      <Button type="submit" size="lg" className="mt-1 w-full" disabled={isPending}>
        {isPending ? pendingLabel : submitLabel}
      </Button>
    </form>
  );
}
