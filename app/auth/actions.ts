'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { sessionAction, validatedAction } from '@/lib/actions/define';
import { requestPasswordReset, signInWithPassword, signOut, signUp, updatePassword } from '@/lib/auth/account';
import { AUTH_MESSAGES } from '@/lib/auth/messages';
import { getSession } from '@/lib/auth/session';
import { env } from '@/lib/env';
import { setFlash } from '@/lib/actions/flash-cookie';
import { checkLimits, recordHit, refusalOf, takeRequestLimits, tooManyAttempts, type Limit } from '@/lib/data/throttle';
import { clientAddress } from '@/lib/request/client-address';
import { loginSchema, newPasswordSchema, passwordResetSchema, signUpSchema } from '@/lib/auth/schema';
import { MINUTE } from '@/lib/time';

// Auth actions have no owner step: they are how a session starts and ends. Each form a stranger
// can post is throttled per e-mail address and per client address (lib/data/throttle.ts, shared by
// every instance; the address is the one lib/request/client-address.ts trusts).

function limitsFor(action: string, email: string, client: string, perEmail: number, perClient: number, windowMs: number): Limit[] {
  return [
    { action, kind: 'email', value: email, max: perEmail, windowMs },
    { action, kind: 'client', value: client, max: perClient, windowMs },
  ];
}

const refusals = { throttled: tooManyAttempts, unavailable: AUTH_MESSAGES.unreachable };

export const signInAction = validatedAction(
  loginSchema,
  async (credentials) => {
    // Failed attempts count: 5 per address and 30 per client in 15 minutes.
    const client = clientAddress(await headers());
    const limits = limitsFor('sign-in', credentials.email, client, 5, 30, 15 * MINUTE);
    const check = await checkLimits(limits);
    if (!check.ok) return { ok: false, message: refusalOf(check, AUTH_MESSAGES.unreachable) };
    const result = await signInWithPassword(credentials, client);
    if (!result.ok) {
      if (result.isRefusal) await recordHit(limits);
      return { ok: false, message: result.message };
    }
    // The "Logged in successfully" toast is shown by /admin, which the redirect lands on.
    await setFlash('login');
    redirect('/admin');
  },
  { secret: ['password'] },
);

export const signUpAction = validatedAction(
  signUpSchema,
  async (account) => {
    // Every attempt counts (each may send an e-mail): 3 per address and 20 per client an hour.
    const throttle = await takeRequestLimits((client) => limitsFor('sign-up', account.email, client, 3, 20, 60 * MINUTE), refusals);
    if (!throttle.ok) return throttle;
    // With the Auth server's default e-mail template, the confirmation link returns to the site root.
    const result = await signUp(account, `${env.siteUrl}/`);
    if (!result.ok) return { ok: false, message: result.message };
    return {
      ok: true,
      message: result.mustConfirm ? AUTH_MESSAGES.signedUpConfirm : AUTH_MESSAGES.signedUp,
    };
  },
  { secret: ['password'] },
);

export const requestPasswordResetAction = validatedAction(passwordResetSchema, async ({ email }) => {
  const throttle = await takeRequestLimits((client) => limitsFor('password-reset', email, client, 3, 10, 60 * MINUTE), refusals);
  if (!throttle.ok) return throttle;
  const result = await requestPasswordReset(email, `${env.siteUrl}/auth/confirm?type=recovery`);
  return result.ok ? { ok: true, message: AUTH_MESSAGES.resetSent } : { ok: false, message: result.message };
});

/** Sets the new password of the account a recovery link signed in, then opens the dashboard. */
export const updatePasswordAction = validatedAction(
  newPasswordSchema,
  async ({ password }) => {
    const { user } = await getSession();
    if (!user) return { ok: false, message: AUTH_MESSAGES.resetExpired };
    const result = await updatePassword(password);
    if (!result.ok) return { ok: false, message: result.message };
    await setFlash('passwordUpdated');
    redirect('/admin');
  },
  { secret: ['password', 'confirmPassword'] },
);

/** Ends this browser's session, or whatever is left of one, and opens the sign-in page. */
export const signOutAction = sessionAction({ write: ({ db }) => signOut(db), redirectTo: '/auth' });
