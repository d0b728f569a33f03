'use server';

import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { FLASH_COOKIE, FLASH_PATH, type FlashKind } from '@/components/admin/flash';
import { formValues, type ActionResult, type FormState } from '@/lib/action-result';
import { signInWithPassword, signOut, signUp } from '@/lib/auth';
import { env } from '@/lib/env';
import { loginSchema, signUpSchema, type LoginField, type SignUpField } from '@/lib/validation/auth';

// Auth actions have no "auth" step: they are how a session starts and ends.

export async function signInAction(_previous: FormState<LoginField>, formData: FormData): Promise<ActionResult<LoginField>> {
  // The password is never echoed back.
  const values = formValues(formData, ['email'] as const);
  const parsed = loginSchema.safeParse({ email: formData.get('email'), password: formData.get('password') });
  if (!parsed.success) {
    return { ok: false, message: 'Please fix the highlighted fields.', fieldErrors: z.flattenError(parsed.error).fieldErrors, values };
  }

  const result = await signInWithPassword(parsed.data);
  if (!result.ok) return { ok: false, message: result.message, values };

  // The "Logged in successfully" toast is shown by /admin, which the redirect lands on.
  const flash: FlashKind = 'login';
  (await cookies()).set(FLASH_COOKIE, flash, { path: FLASH_PATH, maxAge: 60, sameSite: 'lax', httpOnly: false });
  redirect('/admin');
}

export async function signUpAction(_previous: FormState<SignUpField>, formData: FormData): Promise<ActionResult<SignUpField>> {
  const values = formValues(formData, ['fullName', 'email'] as const);
  const parsed = signUpSchema.safeParse({
    fullName: formData.get('fullName'),
    email: formData.get('email'),
    password: formData.get('password'),
  });
  if (!parsed.success) {
    return { ok: false, message: 'Please fix the highlighted fields.', fieldErrors: z.flattenError(parsed.error).fieldErrors, values };
  }

  // The confirmation e-mail (when the project requires one) links back to the site root.
  const result = await signUp(parsed.data, `${env.siteUrl}/`);
  if (!result.ok) return { ok: false, message: result.message, values };
  return { ok: true, message: 'Account created successfully! You can now log in.' };
}

export async function signOutAction(): Promise<void> {
  await signOut();
  redirect('/auth');
}
