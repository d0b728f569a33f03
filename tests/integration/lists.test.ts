import { existsSync } from 'node:fs';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { anonClient, freshUserClient, ownerClient } from './clients';
import { constraintsOf, migrations } from './schema-drift';

// What every owner-editable list owes, checked for each list the migrations create (a table with
// a display order), so a new list is covered the moment it exists: visitors and signed-in
// strangers can add, change and remove nothing, and every named CHECK constraint has a message in
// its domain's words. A list's own rules get tests of their own.

const lists = [...migrations.matchAll(/create table public\.(\w+) \(([\s\S]*?)\n\);/g)].filter(([, , body]) => /\bdisplay_order\b/.test(body!)).map(([, table]) => table!);

/** The domain's named-constraint messages: `<X>_CONSTRAINT_MESSAGES` of lib/<table>/model.ts, or list.ts (a small list). */
async function constraintMessages(table: string): Promise<Record<string, string>> {
  const file = ['model', 'list'].find((name) => existsSync(path.resolve('lib', table, `${name}.ts`)));
  if (!file) throw new Error(`lib/${table}/ has neither model.ts nor list.ts`);
  const domain: Record<string, unknown> = await import(`@/lib/${table}/${file}`);
  const messages = Object.entries(domain).find(([name]) => name.endsWith('_CONSTRAINT_MESSAGES'))?.[1];
  if (!messages) throw new Error(`lib/${table}/${file}.ts exports no …_CONSTRAINT_MESSAGES`);
  return messages as Record<string, string>;
}

const snapshot = async (owner: SupabaseClient, table: string) => (await owner.from(table).select('id, display_order').order('id')).data;

describe('every owner-editable list', () => {
  it('is found in the migrations', () => {
    expect(lists).toEqual(expect.arrayContaining(['projects', 'skills', 'testimonials']));
  });

  for (const table of lists) {
    it(`${table}: visitors and a signed-in stranger can add, change and remove nothing`, async () => {
      const owner = await ownerClient();
      const before = await snapshot(owner, table);
      for (const db of [anonClient(), await freshUserClient()]) {
        expect((await db.from(table).insert([{}]).select('id')).data ?? []).toEqual([]);
        expect((await db.from(table).update({ display_order: 0 }).not('id', 'is', null).select('id')).data ?? []).toEqual([]);
        expect((await db.from(table).delete().not('id', 'is', null).select('id')).data ?? []).toEqual([]);
      }
      expect(await snapshot(owner, table)).toEqual(before);
    });

    it(`${table}: every named CHECK constraint has a message for the owner`, async () => {
      const messages = await constraintMessages(table);
      expect(constraintsOf(table).filter((constraint) => !messages[constraint])).toEqual([]);
    });
  }
});
