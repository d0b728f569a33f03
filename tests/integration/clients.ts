import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, inject } from 'vitest';
import { createProject } from '@/lib/projects/admin';
import type { ProjectInput } from '@/lib/projects/schema';

export const backend = inject('backend');

export function anonClient(): SupabaseClient {
  return createClient(backend.url, backend.publishableKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

/** The server's own key (service_role): the only one that may insert a message. */
export function serverClient(): SupabaseClient {
  return createClient(backend.url, backend.secretKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

export async function signIn(email: string, password: string): Promise<SupabaseClient> {
  const client = anonClient();
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw new Error(`sign-in as ${email} failed: ${error.message}`);
  return client;
}

export const ownerClient = () => signIn(backend.owner.email, backend.owner.password);

/** A brand-new account from the open sign-up: signed in, and not an owner. */
export async function freshUserClient(): Promise<SupabaseClient> {
  const client = anonClient();
  const email = `visitor-${randomUUID()}@example.com`;
  const { data, error } = await client.auth.signUp({ email, password: 'visitor-password-1', options: { data: { full_name: 'Visitor' } } });
  if (error || !data.session) throw new Error(`sign-up failed: ${error?.message ?? 'no session'}`);
  return client;
}

/** Every row, as the public sees it, for before/after comparisons. */
export async function tableSnapshot() {
  const { data, error } = await anonClient().from('projects').select('*').order('id');
  if (error) throw error;
  return data;
}

export const newProjectRow = (overrides: Record<string, unknown> = {}) => ({
  title: `Test project ${randomUUID().slice(0, 8)}`,
  description: 'Created by an integration test.',
  category: 'other',
  ...overrides,
});

/**
 * The owner's client for the enclosing describe block; the ids pushed to `created` (and the
 * projects `add` makes) are deleted after its last test, so each block leaves the table as it
 * found it.
 */
export function ownerSession() {
  const session = {
    db: undefined as unknown as SupabaseClient,
    created: [] as string[],
    /** A project added through the data layer as the owner; throws if it is refused. */
    async add(input: ProjectInput, options?: Parameters<typeof createProject>[2]) {
      const result = await createProject(session.db, input, options);
      if (!result.ok) throw new Error(result.message);
      session.created.push(result.value.id);
      return result.value;
    },
  };
  beforeAll(async () => {
    session.db = await ownerClient();
  });
  afterAll(async () => {
    if (session.created.length) await session.db.from('projects').delete().in('id', session.created);
  });
  return session;
}
