'use client';

import { useActionState, useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast-store';
import type { FormState } from '@/lib/action-result';
import type { LoginField } from '@/lib/validation/auth';
import { signInAction } from './actions';

export function LoginForm() {
  const [state, formAction, isPending] = useActionState<FormState<LoginField>, FormData>(signInAction, null);

  // Success redirects to /admin, which shows the toast; here only refusals remain.
  useEffect(() => {
    if (state && !state.ok && !state.fieldErrors) toast({ title: 'Error', description: state.message, variant: 'destructive' });
  }, [state]);

  const errors = state && !state.ok ? state.fieldErrors : undefined;
  const values = state && !state.ok ? state.values : undefined;

  return (
    <form action={formAction} noValidate className="grid gap-5" aria-label="Login">
      <Field id="login-email" label="Email" errors={errors?.email}>
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
      <Field id="login-password" label="Password" errors={errors?.password}>
        {(control) => <Input {...control} name="password" type="password" autoComplete="current-password" required />}
      </Field>
      <Button type="submit" size="lg" className="mt-1 w-full" disabled={isPending}>
        {isPending ? 'Logging in...' : 'Login'}
      </Button>
    </form>
  );
}
