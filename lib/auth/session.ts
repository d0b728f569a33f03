import 'server-only';
import type { Db } from '@/lib/supabase/db';
import { notFound, redirect } from 'next/navigation';
import { cache } from 'react';
import { createSessionClient } from '@/lib/supabase/server';

export type Viewer = { id: string; email: string | null; fullName: string | null };

export type Session = { db: Db; user: Viewer | null };

/**
 * The signed-in user, verified by the Auth server (getClaims verifies asymmetric tokens
 * locally and asks /auth/v1/user otherwise). Never trust getSession() on the server.
 * Asked once per request (React cache), however many layouts and pages want it.
 */
export const getSession = cache(async (): Promise<Session> => {
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
});

/** Whether the signed-in account may write projects. RLS enforces the same rule. */
export async function isOwner(db: Db): Promise<boolean> {
  const { data, error } = await db.rpc('current_user_is_owner');
  return !error && data === true;
}

export type OwnerCheck =
  | { ok: true; db: Db; user: Viewer }
  | { ok: false; reason: 'signed_out' | 'forbidden'; message: string };

/** Every server action starts here: a session, and an owner behind it. */
export async function requireOwner(): Promise<OwnerCheck> {
  const { db, user } = await getSession();
  if (!user) return { ok: false, reason: 'signed_out', message: 'Your session has ended. Please log in again.' };
  if (!(await isOwner(db))) return { ok: false, reason: 'forbidden', message: 'This account cannot change this site. Only the site owner can.' };
  return { ok: true, db, user };
}

/**
 * The owner's session on a page only the owner may see (a preview): signed out goes to /auth,
 * anyone else finds nothing, as RLS would answer them anyway.
 */
export async function ownerPageDb(): Promise<Db> {
  const { db, user } = await getSession();
  if (!user) redirect('/auth');
  if (!(await isOwner(db))) notFound();
  return db;
}
