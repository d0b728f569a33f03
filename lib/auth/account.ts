import 'server-only';
import { createClient, type AuthError, type EmailOtpType, type SupabaseClient } from '@supabase/supabase-js';
import { cookies } from 'next/headers';
import { AUTH_MESSAGES } from '@/lib/auth/messages';
import { env } from '@/lib/env';
import { createSessionClient, createSignInClient } from '@/lib/supabase/server';

// Sign-in, sign-up, sign-out and the e-mail flows. Server actions and route handlers only:
// they write the session cookies.

/** `isRefusal`: the Auth server said no (wrong password…), as opposed to being unreachable. */
export type AuthFailure = { ok: false; message: string; isRefusal: boolean };
export type AuthResult = { ok: true } | AuthFailure;

/**
 * The Auth server's own message for a refusal (shown as is, e.g. "Invalid login credentials");
 * a plain one when it is down or unreachable, which is not the visitor's doing.
 */
function authFailure(action: string, error: AuthError): AuthFailure {
  if (error.status && error.status >= 400 && error.status < 500) return { ok: false, message: error.message, isRefusal: true };
  console.error(`[auth] ${action} failed:`, error.message);
  return { ok: false, message: AUTH_MESSAGES.unreachable, isRefusal: false };
}

/** A client with no cookies, for calls that must not sign this browser in. */
const cookielessClient = () =>
  createClient(env.supabaseUrl, env.supabaseKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });

/**
 * Password sign-in; the session client writes the auth cookies on the response. `clientAddress`
 * reaches Supabase Auth, so its per-address sign-in limit counts each visitor, not this server.
 */
export async function signInWithPassword(credentials: { email: string; password: string }, clientAddress: string): Promise<AuthResult> {
  const db = await createSignInClient(clientAddress);
  const { error } = await db.auth.signInWithPassword(credentials);
  return error ? authFailure('sign-in', error) : { ok: true };
}

/**
 * How the Auth server turns away an address that already has an account. Confirmations off:
 * it says so (user_already_exists, email_exists). Confirmations on: the hosted server answers
 * as for a new address and mails only a new or still unconfirmed one, except that it refuses
 * another mail to one address within a minute; the local backend refuses every known address
 * that way (over_email_send_rate_limit).
 */
const ALREADY_REGISTERED = new Set(['user_already_exists', 'email_exists']);
const MAIL_REFUSED = 'over_email_send_rate_limit';

/**
 * Open sign-up: anyone may create an account, which is not an owner. It runs on a cookie-less
 * client and revokes any session the Auth server hands back (it does when e-mail confirmation
 * is off), so the browser is not signed in afterwards: the new user logs in next.
 * `mustConfirm`: the project confirms e-mail addresses first, so a link is on its way.
 * An address that already has an account gets the answer a new one would, so the form cannot
 * tell anyone who has an account; that account is left as it was and no mail reaches it.
 */
export async function signUp(
  account: { fullName: string; email: string; password: string },
  emailRedirectTo: string,
): Promise<{ ok: true; mustConfirm: boolean } | AuthFailure> {
  const client = cookielessClient();
  const { data, error } = await client.auth.signUp({
    email: account.email,
    password: account.password,
    options: { emailRedirectTo, data: { full_name: account.fullName } },
  });
  if (error?.code && ALREADY_REGISTERED.has(error.code)) return { ok: true, mustConfirm: false };
  if (error?.code === MAIL_REFUSED) return { ok: true, mustConfirm: true };
  if (error) return authFailure('sign-up', error);
  if (data.session) await client.auth.signOut({ scope: 'local' });
  return { ok: true, mustConfirm: !data.session };
}

/**
 * Sends a password-reset link, if the account exists. The answer never says whether it does;
 * only an unreachable service is reported (and logged).
 * `redirectTo` serves the Auth server's default e-mail template, whose link lands there with a
 * one-time code; the templates in the README link to /auth/confirm with a token hash instead.
 */
export async function requestPasswordReset(email: string, redirectTo: string): Promise<AuthResult> {
  const db = await createSessionClient();
  const { error } = await db.auth.resetPasswordForEmail(email, { redirectTo });
  if (!error || (error.status && error.status < 500 && error.status !== 429)) return { ok: true };
  return authFailure('password reset', error);
}

export const EMAIL_LINK_TYPES = ['signup', 'recovery', 'email_change'] as const satisfies readonly EmailOtpType[];
export type EmailLinkType = (typeof EMAIL_LINK_TYPES)[number];

/** Completes an e-mail link: a token hash (the README's templates) or a one-time code (the default ones). Signs the browser in. */
export async function verifyEmailLink(link: { tokenHash: string; type: EmailLinkType } | { code: string }): Promise<AuthResult> {
  const db = await createSessionClient();
  const { error } =
    'code' in link ? await db.auth.exchangeCodeForSession(link.code) : await db.auth.verifyOtp({ token_hash: link.tokenHash, type: link.type });
  return error ? authFailure('e-mail link', error) : { ok: true };
}

/** Sets a new password for the signed-in account (after a recovery link, or from the admin area). */
export async function updatePassword(password: string): Promise<AuthResult> {
  const db = await createSessionClient();
  const { error } = await db.auth.updateUser({ password });
  return error ? authFailure('password update', error) : { ok: true };
}

/**
 * Ends this browser's session at the Auth server and clears its cookies. Scope "local": the
 * owner's other devices stay signed in.
 */
export async function signOut(db: SupabaseClient): Promise<void> {
  const { error } = await db.auth.signOut({ scope: 'local' });
  if (!error) return;
  // The Auth server could not be reached: still forget the session in this browser.
  console.error('[auth] sign-out failed:', error.message);
  const cookieStore = await cookies();
  for (const { name } of cookieStore.getAll()) if (name.startsWith('sb-')) cookieStore.delete(name);
}
