import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ARCHIVE_TABLES, STAYS_BEHIND, exportRequest } from '@/lib/archive/tables.mjs';
import { connectAsApi, FIXTURE_MESSAGE, FIXTURE_USERS, type Caller, type Query } from './access';

// The content archive's database functions on a hosted project's grants: who may call them, what
// leaves (every declared table, nothing of the private schema, no keyed hash), and an import that
// writes rows as they were, answered proposals, versions and lead stages included, in one
// transaction that the tables' triggers do not rewrite.

const api = connectAsApi();

const TABLES = exportRequest(ARCHIVE_TABLES);
const NAMES = ARCHIVE_TABLES.map((table) => table.name);
const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** Switches the transaction to another caller, as PostgREST would for their request. */
async function become(query: Query, caller: Caller) {
  const role = caller === 'stranger' || caller === 'owner' ? 'authenticated' : caller;
  await query(`set local role ${role}`);
  const claims = role === 'authenticated' ? { sub: FIXTURE_USERS[caller as 'owner'], role, aud: 'authenticated' } : { role };
  await query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)]);
}

type Content = Record<string, Record<string, unknown>[]>;
const exportAll = async (query: Query) => (await query<{ content: Content }>('select public.export_content($1) as content', [JSON.stringify(TABLES)])).rows[0]!.content;
const importAll = (query: Query, content: Content, replace: boolean) =>
  query<{ counts: Record<string, number> }>('select public.import_content($1, $2) as counts', [
    JSON.stringify(NAMES.map((name) => ({ name, rows: content[name] ?? [] }))),
    replace,
  ]);

/** An answered proposal with lines, a newer version of it, a lead that moved through stages, and a share link, as the site makes them. */
async function makeHistory(query: Query) {
  await become(query, 'owner');
  await query(`update public.messages set stage = 'qualified' where id = $1`, [FIXTURE_MESSAGE]);
  const token = randomBytes(32).toString('base64url');
  const first = (await query<{ id: string }>(`select public.create_proposal($1, $2) as id`, [
    JSON.stringify({ message_id: FIXTURE_MESSAGE, client_name: 'Acme', title: 'Dashboards', currency: 'EUR', discount: '10.50', valid_until: '2999-12-31', token_hash: hashOf(token) }),
    JSON.stringify([{ description: 'Report', quantity: '2.50', unit_price: '100.10' }]),
  ])).rows[0]!.id;
  await become(query, 'service_role');
  const version = (await query<{ doc: { version_hash: string } }>('select public.open_proposal($1) as doc', [token])).rows[0]!.doc.version_hash;
  expect((await query<{ a: string }>(`select public.answer_proposal($1, 'accept', $2, 'Ann Client') as a`, [token, version])).rows[0]!.a).toBe('accepted');
  await become(query, 'owner');
  await query(`select public.create_proposal($1, '[]')`, [
    JSON.stringify({ previous_id: first, client_name: 'Acme', title: 'Dashboards, again', currency: 'EUR', valid_until: '2999-12-31', token_hash: hashOf(`${token}2`) }),
  ]);
  await query(`insert into public.share_links (project_id, name, token_hash) select id, 'For Acme', $1 from public.projects limit 1`, [hashOf(`${token}3`)]);
}

describe('the content archive functions', () => {
  it('are declared for every table of the public schema, each after the tables it points at', async () => {
    const { rows } = await api.as('service_role', (query) => query<{ name: string; points_at: string[] }>(
      `select c.relname::text as name, array(
         select distinct f.confrelid::regclass::text from pg_constraint f where f.conrelid = c.oid and f.contype = 'f' and f.confrelid <> c.oid
       ) as points_at
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind = 'r' order by 1`,
    ));
    expect(rows.map((row) => row.name).filter((name) => !(name in STAYS_BEHIND)).sort()).toEqual([...NAMES].sort());
    const late = rows.flatMap(({ name, points_at }) =>
      points_at.filter((target) => NAMES.indexOf(target.replace(/^public\./, '') as never) > NAMES.indexOf(name as never)).map((target) => `${name} → ${target}`));
    expect(late).toEqual([]);
  });

  it('run as their owner with a fixed search_path: the inventory and the export for the owner and the secret key, the import for the secret key only', async () => {
    const { rows } = await api.as('service_role', (query) => query<{ name: string; definer: boolean; config: string[]; callers: string[] }>(
      `select p.proname::text as name, p.prosecdef as definer, p.proconfig as config,
         array(select r.rolname::text from pg_roles r where has_function_privilege(r.oid, p.oid, 'execute') and r.rolname in ('anon', 'authenticated', 'service_role') order by 1) as callers
       from pg_proc p where p.oid in ('public.content_inventory(text[], text[])'::regprocedure, 'public.export_content(jsonb)'::regprocedure,
         'public.import_content(jsonb, boolean)'::regprocedure) order by 1`,
    ));
    const fixed = { definer: true, config: ['search_path=""'] };
    expect(rows).toEqual([
      { name: 'content_inventory', ...fixed, callers: ['authenticated', 'service_role'] },
      { name: 'export_content', ...fixed, callers: ['authenticated', 'service_role'] },
      { name: 'import_content', ...fixed, callers: ['service_role'] },
    ]);
  });

  it('refuse anon and a signed-in stranger; the import refuses the owner too', async () => {
    const inventory = `select public.content_inventory(array['projects'], array['people'])`;
    for (const caller of ['anon', 'stranger'] as const) {
      expect((await api.refusal(caller, 'select public.export_content($1)', [JSON.stringify(TABLES)])).code).toBe('42501');
      expect((await api.refusal(caller, inventory)).code).toBe('42501');
    }
    for (const caller of ['anon', 'stranger', 'owner'] as const) {
      expect((await api.refusal(caller, `select public.import_content('[{"name": "skills", "rows": []}]', true)`)).code).toBe('42501');
    }
    const counted = await api.as('owner', async (query) => (await query<{ i: { tables: Record<string, number> } }>(`${inventory} as i`)).rows[0]!.i.tables);
    expect(counted.projects).toBeGreaterThan(0);
  });

  it('reach only tables of the public schema with row-level security, and only stored columns', async () => {
    for (const name of ['owners', 'throttle_hits', 'insight_salts', 'proposal_totals', 'private.owners']) {
      const error = await api.refusal('service_role', 'select public.export_content($1)', [JSON.stringify([{ name }])]);
      expect(error.message).toBe(`not a content table: ${name}`);
    }
    const error = await api.refusal('service_role', 'select public.export_content($1)', [JSON.stringify([{ name: 'proposal_lines', columns: ['amount'] }])]);
    expect(error.message).toContain('names a column it does not store');
  });

  it('export no keyed hash and no generated column, and exact decimals as text', async () => {
    const content = await api.as('owner', async (query) => {
      await makeHistory(query);
      await become(query, 'owner');
      return exportAll(query);
    });
    expect(Object.keys(content).sort()).toEqual([...NAMES].sort());
    expect(content.messages!.every((row) => !('sender_hash' in row))).toBe(true);
    expect(content.proposal_lines![0]).not.toHaveProperty('amount');
    expect(content.proposal_lines![0]).toMatchObject({ quantity: '2.50', unit_price: '100.10' });
    expect(content.proposals!.map((row) => row.discount).sort()).toEqual(['0', '10.50']);
  });

  it('write every row back as it was, in one go that no trigger rewrites, and leave the triggers on', async () => {
    const { before, counts, after, disabled } = await api.as('owner', async (query) => {
      await makeHistory(query);
      await become(query, 'service_role');
      const before = await exportAll(query);
      const counts = (await importAll(query, before, true)).rows[0]!.counts;
      const after = await exportAll(query);
      const disabled = (await query<{ n: number }>(`select count(*)::int as n from pg_trigger t join pg_class c on c.oid = t.tgrelid
        join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and not t.tgisinternal and t.tgenabled <> 'O'`)).rows[0]!.n;
      return { before, counts, after, disabled };
    });
    expect(after).toEqual(before);
    expect(counts).toEqual(Object.fromEntries(NAMES.map((name) => [name, before[name]!.length])));
    // What the triggers would have changed: an answered proposal's lines, the second version's number, the lead's stage.
    expect(before.proposals!.map((row) => [row.version, row.status]).sort()).toEqual([[1, 'accepted'], [2, 'open']]);
    expect(before.message_stage_changes!.length).toBeGreaterThan(0);
    expect(disabled).toBe(0);
  });

  it('refuse a backend that holds content unless told to replace it, and change nothing when a row is refused', async () => {
    const outcome = await api.as('service_role', async (query) => {
      const content = await exportAll(query);
      const refusal = await query('savepoint before').then(() => importAll(query, content, false)).then(() => null, (error: { code: string; message: string }) => error);
      await query('rollback to savepoint before');
      const bad = { ...content, skills: content.skills!.map((row, index) => (index === 0 ? { ...row, icon: 'not-an-icon' } : row)) };
      const badRow = await query('savepoint bad').then(() => importAll(query, bad, true)).then(() => null, (error: { code: string; message: string }) => error);
      await query('rollback to savepoint bad');
      const newer = { ...content, skills: content.skills!.map((row) => ({ ...row, sparkle: true })) };
      const unknown = await query('savepoint newer').then(() => importAll(query, newer, true)).then(() => null, (error: { message: string; hint: string }) => error);
      await query('rollback to savepoint newer');
      return { refusal, badRow, unknown, unchanged: await exportAll(query), content };
    });
    expect(outcome.refusal).toMatchObject({ code: '55000' });
    expect(outcome.refusal!.message).toContain('the backend already holds content');
    expect(outcome.badRow).toMatchObject({ code: '23514' });
    expect(outcome.unknown!.message).toBe("the archive's skills has columns this database does not store: sparkle");
    expect(outcome.unknown!.hint).toBe('Apply the newest migrations to this backend first.');
    expect(outcome.unchanged).toEqual(outcome.content);
  });
});
