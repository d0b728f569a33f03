'use server';

import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { FLASH_COOKIE, FLASH_PATH, type FlashKind } from '@/components/admin/flash';
import { validatedAction } from '@/lib/actions/define';
import { signInWithPassword, signOut, signUp } from '@/lib/auth/account';
import { env } from '@/lib/env';
import { loginSchema, signUpSchema } from '@/lib/validation/auth';

// Auth actions have no owner step: they are how a session starts and ends.

export const signInAction = validatedAction(
  loginSchema,
  async (credentials) => {
    const result = await signInWithPassword(credentials);
    if (!result.ok) return result;
    // The "Logged in successfully" toast is shown by /admin, which the redirect lands on.
    const flash: FlashKind = 'login';
    (await cookies()).set(FLASH_COOKIE, flash, { path: FLASH_PATH, maxAge: 60, sameSite: 'lax', httpOnly: false });
    redirect('/admin');
  },
  { secret: ['password'] },
);

export const signUpAction = validatedAction(
  signUpSchema,
  async (account) => {
    // The confirmation e-mail (when the project requires one) links back to the site root.
    const result = await signUp(account, `${env.siteUrl}/`);
    return result.ok ? { ok: true, message: 'Account created successfully! You can now log in.' } : result;
  },
  { secret: ['password'] },
);

export async function signOutAction(): Promise<void> {
  await signOut();
  redirect('/auth');
}
