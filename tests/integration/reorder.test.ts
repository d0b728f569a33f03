import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, freshUserClient, ownerClient } from './clients';

// One reorder function for every ordered list: the same rules for projects and skills.

type Listed = { id: string; display_order: number };

const rowsOf = async (db: SupabaseClient, list: string) =>
  (await db.from(list).select('id, display_order').order('display_order').order('created_at').order('id')).data as Listed[];
const orderOf = async (db: SupabaseClient, list: string) => (await rowsOf(db, list)).map((row) => row.id);

const move = (db: SupabaseClient, list: string, id: string, direction: string) => db.rpc('move_row', { list_name: list, row_id: id, direction });

let owner: SupabaseClient;
beforeAll(async () => {
  owner = await ownerClient();
});

describe.each(['projects', 'skills'])('move_row on %s', (list) => {
  let original: Listed[];
  beforeAll(async () => {
    original = await rowsOf(owner, list);
    expect(original.length).toBeGreaterThanOrEqual(3);
  });
  afterAll(async () => {
    // Put the list back exactly as it was for the files that follow.
    for (const { id, display_order } of original) await owner.from(list).update({ display_order }).eq('id', id);
  });

  it('leaves the first item where it is when moved up, and the last when moved down', async () => {
    const before = await orderOf(owner, list);
    expect((await move(owner, list, before[0]!, 'up')).data).toBe(false);
    expect((await move(owner, list, before.at(-1)!, 'down')).data).toBe(false);
    expect(await orderOf(owner, list)).toEqual(before);
  });

  it('swaps an item with its neighbour, and back', async () => {
    const before = await orderOf(owner, list);
    expect((await move(owner, list, before[0]!, 'down')).data).toBe(true);
    expect(await orderOf(owner, list)).toEqual([before[1], before[0], ...before.slice(2)]);
    expect((await move(owner, list, before[0]!, 'up')).data).toBe(true);
    expect(await orderOf(owner, list)).toEqual(before);
  });

  it('refuses an anonymous visitor and a signed-in stranger, and changes nothing', async () => {
    const before = await orderOf(owner, list);
    const anon = await move(anonClient(), list, before[1]!, 'up');
    expect(anon.error).not.toBeNull();
    const stranger = await move(await freshUserClient(), list, before[1]!, 'up');
    expect(stranger.error?.code).toBe('42501');
    expect(await orderOf(owner, list)).toEqual(before);
  });

  it('answers false for an unknown id and refuses a direction other than up or down', async () => {
    expect((await move(owner, list, '00000000-0000-4000-8000-000000000000', 'up')).data).toBe(false);
    expect((await move(owner, list, original[1]!.id, 'sideways')).error?.code).toBe('22023');
  });
});

it('reorders only ordered tables of the public schema', async () => {
  for (const list of ['messages', 'profile', 'owners', 'projects; drop table projects']) {
    const result = await move(owner, list, '00000000-0000-4000-8000-000000000000', 'up');
    expect(result.error?.code).toBe('22023');
  }
});
