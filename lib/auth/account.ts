import 'server-only';
import { createClient, type AuthError } from '@supabase/supabase-js';
import { cookies } from 'next/headers';
import { env } from '@/lib/env';
import { createSessionClient } from '@/lib/supabase/server';

// Sign-in, sign-up and sign-out. Server actions only: they write the session cookies.

export type AuthResult = { ok: true } | { ok: false; message: string };

/** The Auth server's own message for a refusal (shown as is); a plain one when it is down or unreachable. */
function authFailure(action: string, error: AuthError): AuthResult {
  // 4xx: "Invalid login credentials", "User already registered", weak password…
  if (error.status && error.status >= 400 && error.status < 500) return { ok: false, message: error.message };
  console.error(`[auth] ${action} failed:`, error.message);
  return { ok: false, message: 'The sign-in service could not be reached. Please try again.' };
}

/** Password sign-in; the session client writes the auth cookies on the response. */
export async function signInWithPassword(credentials: { email: string; password: string }): Promise<AuthResult> {
  const db = await createSessionClient();
  const { error } = await db.auth.signInWithPassword(credentials);
  return error ? authFailure('sign-in', error) : { ok: true };
}

/**
 * Open sign-up: anyone may create an account, which is not an owner. It runs on a
 * cookie-less client and revokes any session the Auth server hands back (it does when e-mail
 * confirmation is off), so the browser is not signed in afterwards: the new user logs in next.
 */
export async function signUp(
  account: { fullName: string; email: string; password: string },
  emailRedirectTo: string,
): Promise<AuthResult> {
  const client = createClient(env.supabaseUrl, env.supabaseKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  const { data, error } = await client.auth.signUp({
    email: account.email,
    password: account.password,
    options: { emailRedirectTo, data: { full_name: account.fullName } },
  });
  if (error) return authFailure('sign-up', error);
  if (data.session) await client.auth.signOut({ scope: 'local' });
  return { ok: true };
}

/**
 * Ends this browser's session at the Auth server and clears its cookies. Scope "local": the
 * owner's other devices stay signed in.
 */
export async function signOut(): Promise<void> {
  const db = await createSessionClient();
  const { error } = await db.auth.signOut({ scope: 'local' });
  if (!error) return;
  // The Auth server could not be reached: still forget the session in this browser.
  console.error('[auth] sign-out failed:', error.message);
  const cookieStore = await cookies();
  for (const { name } of cookieStore.getAll()) if (name.startsWith('sb-')) cookieStore.delete(name);
}
