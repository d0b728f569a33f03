'use client';

import { useActionState, useEffect, useEffectEvent, useRef } from 'react';
import { toast, type ToastInput } from '@/components/ui/toast-store';
import type { ActionResult, FormState } from '@/lib/actions/result';
import { callFailure } from './settle-action';

type Options = {
  /** After a successful submit, once the toast is up. */
  onSuccess?: () => void;
  /** The toast for a success; the default is 'Success' with the action's message. */
  successToast?: (message: string) => ToastInput;
};

const defaultSuccessToast = (message: string): ToastInput => ({ title: 'Success', description: message });

/** What was typed, for showing again after a failure (never a password). */
function typedValues<F extends string>(formData: FormData) {
  const values: Partial<Record<F, string>> = {};
  for (const [name, value] of formData) {
    if (typeof value === 'string' && !/password/i.test(name) && !name.startsWith('$')) values[name as F] = value;
  }
  return values;
}

/**
 * One form's server action and what the user sees of its result: a success or error toast,
 * field errors (focus moves to the first), a form-level message, and the values to show
 * again after a failure (React resets an uncontrolled form after every action). A request
 * that fails on the way (offline, server down) is a failure like any other, not a crash.
 */
export function useActionFeedback<F extends string>(
  action: (state: FormState<F>, formData: FormData) => Promise<ActionResult<F>>,
  { onSuccess, successToast = defaultSuccessToast }: Options = {},
) {
  const [state, formAction, isPending] = useActionState<FormState<F>, FormData>(async (previous, formData) => {
    try {
      return await action(previous, formData);
    } catch (error) {
      return { ...callFailure(error), values: typedValues<F>(formData) };
    }
  }, null);
  const formRef = useRef<HTMLFormElement>(null);

  const onResult = useEffectEvent((result: ActionResult<F>) => {
    if (result.ok) {
      toast(successToast(result.message));
      onSuccess?.();
    } else if (!result.fieldErrors) {
      toast({ title: 'Error', description: result.message, variant: 'destructive' });
    } else {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }
  });

  useEffect(() => {
    if (state) onResult(state);
  }, [state]);

  const failure = state && !state.ok ? state : null;
  return {
    formRef,
    formAction,
    isPending,
    errors: failure?.fieldErrors,
    values: failure?.values,
    /** Shown above the fields when there are field errors (toasts cover the other failures). */
    formMessage: failure?.fieldErrors ? failure.message : null,
  };
}
