import { readFileSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { WriteResult } from '@/lib/data/write-result';
import type { MoveDirection } from '@/lib/lists/vocabulary';
import { startScratchBackend } from '../../scripts/harness/backend.mjs';

// The recipe for a new list (docs/ARCHITECTURE.md) followed on a backend of its own: its example
// migration and declaration, the files the doc quotes (tests/integration/recipe/), added to a
// fresh backend and used as a section and the home page use them. That the declaration compiles
// against the types the migration generates is tests/postgres/recipe-types.test.ts's to show.

const RECIPE = path.resolve(import.meta.dirname, 'recipe');

type Award = { id: string; title: string; issuer: string; year: number; url: string | null };
type Db = SupabaseClient;
/** What this test uses of the example (it is not in the app's types until its migration's types are generated). */
type Recipe = {
  awardSchema: { parse: (input: unknown) => unknown };
  AWARD_TEXTS: Record<'added' | 'forbidden' | 'notFound', string>;
  AWARD_CONSTRAINT_MESSAGES: Record<string, string>;
  listPublicAwards: () => Promise<Award[]>;
  awardList: {
    list: (db: Db) => Promise<Award[]>;
    create: (db: Db, input: unknown) => Promise<WriteResult<Award>>;
    update: (db: Db, id: string, input: unknown) => Promise<WriteResult<Award>>;
    move: (db: Db, id: string, direction: MoveDirection) => Promise<WriteResult<boolean>>;
    delete: (db: Db, id: string) => Promise<WriteResult>;
  };
};

let stopBackend: () => Promise<void> = async () => {};
let recipe: Recipe;
let owner: Db;
let stranger: Db;

const client = (url: string, key: string) => createClient(url, key, { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } });

beforeAll(async () => {
  const scratch = await startScratchBackend({ sql: readFileSync(path.join(RECIPE, 'awards.sql'), 'utf8') });
  stopBackend = scratch.stop;
  vi.stubEnv('NEXT_PUBLIC_SUPABASE_URL', scratch.url);
  vi.stubEnv('NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY', scratch.publishableKey);
  vi.stubEnv('SUPABASE_SECRET_KEY', scratch.secretKey);
  vi.resetModules();
  // A path TypeScript does not follow: the example names a table the app's types do not have.
  const example = path.join(RECIPE, 'list.ts');
  recipe = (await import(/* @vite-ignore */ example)) as Recipe;
  owner = client(scratch.url, scratch.publishableKey);
  const signedIn = await owner.auth.signInWithPassword(scratch.owner);
  if (signedIn.error) throw signedIn.error;
  stranger = client(scratch.url, scratch.publishableKey);
  const signedUp = await stranger.auth.signUp({ email: `stranger-${randomUUID()}@example.com`, password: 'stranger-password-1' });
  if (signedUp.error || !signedUp.data.session) throw new Error(`sign-up failed: ${signedUp.error?.message ?? 'no session'}`);
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await stopBackend();
});

const award = (title: string, overrides: Record<string, string> = {}) => recipe.awardSchema.parse({ title, issuer: 'Web Guild', year: '2024', url: '', ...overrides });

async function added(title: string) {
  const result = await recipe.awardList.create(owner, award(title));
  if (!result.ok) throw new Error(result.message);
  return result.value;
}

const publicTitles = async () => (await recipe.listPublicAwards()).map((item) => item.title);

describe('a list made by the recipe', () => {
  it('is added, edited, moved and deleted by the owner, and visitors read it in the owner’s order', { timeout: 30_000 }, async () => {
    const first = await added('Best Portfolio');
    const second = await added('Fastest Site');
    expect(first).toEqual({ id: expect.any(String), title: 'Best Portfolio', issuer: 'Web Guild', year: 2024, url: null });
    expect(await publicTitles()).toEqual(['Best Portfolio', 'Fastest Site']);

    expect(await recipe.awardList.update(owner, second.id, award('Fastest Site 2024', { url: 'https://example.com/awards' }))).toEqual({
      ok: true,
      value: { ...second, title: 'Fastest Site 2024', url: 'https://example.com/awards' },
    });
    expect(await recipe.awardList.move(owner, second.id, 'up')).toEqual({ ok: true, value: true });
    expect(await recipe.awardList.move(owner, second.id, 'up')).toEqual({ ok: true, value: false });
    expect(await publicTitles()).toEqual(['Fastest Site 2024', 'Best Portfolio']);

    expect(await recipe.awardList.delete(owner, first.id)).toEqual({ ok: true, value: undefined });
    expect(await recipe.awardList.delete(owner, first.id)).toEqual({ ok: false, reason: 'not_found', message: recipe.AWARD_TEXTS.notFound });
    expect((await recipe.awardList.list(owner)).map((item) => item.title)).toEqual(['Fastest Site 2024']);
  });

  it('refuses a signed-in stranger in its own words, and changes nothing', async () => {
    const kept = await added('Kept Award');
    const before = await recipe.awardList.list(owner);
    const forbidden = { ok: false, reason: 'forbidden', message: recipe.AWARD_TEXTS.forbidden };
    expect(await recipe.awardList.create(stranger, award('Stranger Award'))).toEqual(forbidden);
    expect(await recipe.awardList.update(stranger, kept.id, award('Defaced'))).toEqual(forbidden);
    expect(await recipe.awardList.move(stranger, kept.id, 'up')).toMatchObject({ ok: false, reason: 'forbidden' });
    expect(await recipe.awardList.delete(stranger, kept.id)).toEqual(forbidden);
    expect(await recipe.awardList.list(owner)).toEqual(before);
  });

  it('is refused by the database what its form refuses, in the form’s words', async () => {
    const stored = await recipe.awardList.create(owner, { title: 'Too Old', issuer: 'Web Guild', year: 1900, url: null });
    expect(stored).toEqual({ ok: false, reason: 'invalid', message: recipe.AWARD_CONSTRAINT_MESSAGES.awards_year_valid });
    const named = [...readFileSync(path.join(RECIPE, 'awards.sql'), 'utf8').matchAll(/constraint (\w+) check/g)].map(([, name]) => name!);
    expect(named.filter((name) => !recipe.AWARD_CONSTRAINT_MESSAGES[name])).toEqual([]);
  });
});
