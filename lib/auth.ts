import 'server-only';
import { createClient, type AuthError, type SupabaseClient } from '@supabase/supabase-js';
import { cookies } from 'next/headers';
import { env } from '@/lib/env';
import { createSessionClient } from '@/lib/supabase/server';

export type Viewer = { id: string; email: string | null; fullName: string | null };

export type Session = { db: SupabaseClient; user: Viewer | null };

/**
 * The signed-in user, verified by the Auth server (getClaims verifies asymmetric tokens
 * locally and asks /auth/v1/user otherwise). Never trust getSession() on the server.
 */
export async function getSession(): Promise<Session> {
  const db = await createSessionClient();
  const { data, error } = await db.auth.getClaims();
  const claims = error ? null : data?.claims;
  if (!claims?.sub) return { db, user: null };
  const metadata = (claims.user_metadata ?? {}) as { full_name?: unknown };
  return {
    db,
    user: {
      id: claims.sub,
      email: typeof claims.email === 'string' ? claims.email : null,
      fullName: typeof metadata.full_name === 'string' ? metadata.full_name : null,
    },
  };
}

/** Whether the signed-in account may write projects. RLS enforces the same rule. */
export async function isOwner(db: SupabaseClient): Promise<boolean> {
  const { data, error } = await db.rpc('current_user_is_owner');
  return !error && data === true;
}

export type OwnerCheck =
  | { ok: true; db: SupabaseClient; user: Viewer }
  | { ok: false; reason: 'signed_out' | 'forbidden'; message: string };

/** Every server action starts here: a session, and an owner behind it. */
export async function requireOwner(): Promise<OwnerCheck> {
  const { db, user } = await getSession();
  if (!user) return { ok: false, reason: 'signed_out', message: 'Your session has ended. Please log in again.' };
  if (!(await isOwner(db))) {
    return { ok: false, reason: 'forbidden', message: 'This account cannot change projects. Only the site owner can.' };
  }
  return { ok: true, db, user };
}

// ---- Sign-in, sign-up, sign-out (server actions only: they write cookies) ----------------

export type AuthResult = { ok: true } | { ok: false; message: string };

/** The Auth server's own message for a refusal (spec §8); a plain one when it is down or unreachable. */
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
 * Open sign-up (spec §6). It runs on a cookie-less client and revokes any session the Auth
 * server hands back (it does when e-mail confirmation is off), so the browser is not signed
 * in afterwards: the new user logs in next ("You can now log in.").
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
