'use client';

import { useActionState, useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast-store';
import type { FormState } from '@/lib/action-result';
import type { SignUpField } from '@/lib/validation/auth';
import { signUpAction } from './actions';

export function SignUpForm() {
  const [state, formAction, isPending] = useActionState<FormState<SignUpField>, FormData>(signUpAction, null);

  useEffect(() => {
    if (!state) return;
    if (state.ok) toast({ title: 'Success', description: state.message });
    else if (!state.fieldErrors) toast({ title: 'Error', description: state.message, variant: 'destructive' });
  }, [state]);

  // On success nothing is echoed, so React's post-action form reset clears every field.
  const errors = state && !state.ok ? state.fieldErrors : undefined;
  const values = state && !state.ok ? state.values : undefined;

  return (
    <form action={formAction} noValidate className="grid gap-5" aria-label="Sign Up">
      <Field id="signup-name" label="Full Name" errors={errors?.fullName}>
        {(control) => (
          <Input {...control} name="fullName" autoComplete="name" placeholder="Jane Doe" required defaultValue={values?.fullName ?? ''} />
        )}
      </Field>
      <Field id="signup-email" label="Email" errors={errors?.email}>
        {(control) => (
          <Input
            {...control}
            name="email"
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            required
            defaultValue={values?.email ?? ''}
          />
        )}
      </Field>
      <Field id="signup-password" label="Password" errors={errors?.password}>
        {(control) => <Input {...control} name="password" type="password" autoComplete="new-password" required />}
      </Field>
      <Button type="submit" size="lg" className="mt-1 w-full" disabled={isPending}>
        {isPending ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}
