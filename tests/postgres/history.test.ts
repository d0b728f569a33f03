import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { connectAsApi, FIXTURE_USERS, type Query } from './access';

// History on a real PostgreSQL with a hosted project's grants: a trigger keeps the state before
// each owner save as a revision (the owner alone reads them; no API role writes them), the last
// 50 per item; a delete forgets them; restore_revision saves an old state as a new save.

const api = connectAsApi();

const PROJECT = '3b1f6a52-7c1e-4a8e-9f51-0c2d6f1a9e01';
const tokenHash = () => createHash('sha256').update(randomBytes(32)).digest('hex');

type Revision = { id: string; state: Record<string, unknown> };
const revisionsOf = async (query: Query, table: string, id: string) =>
  (await query<Revision>('select id, state from public.revisions where table_name = $1 and row_id = $2 order by saved_at desc', [table, id])).rows;

/** One item of each table, made as the owner: its id and a change that is a save. */
const ITEMS: [string, string, string][] = [
  ['projects', `select '${PROJECT}'::uuid as id`, `title = 'Changed'`],
  ['posts', `insert into public.posts (title, summary, body) values ('T', 'S', 'B') returning id`, `body = 'New body'`],
  [
    'services',
    `insert into public.services (name, outcome, description, category, included) values ('History service', 'O.', 'D.', 'wordpress', '{}') returning id`,
    `outcome = 'Another outcome.'`,
  ],
  ['testimonials', `insert into public.testimonials (quote, author_name, author_role, company) values ('Great.', 'A', 'B', 'C') returning id`, `quote = 'Better.'`],
  [
    'experience',
    `insert into public.experience (role, organisation, start_month, is_current, summary) values ('Role', 'Org', '2020-01-01', true, 'Summary.') returning id`,
    `summary = 'Another summary.'`,
  ],
  ['skills', `insert into public.skills (title, description, icon, color) values ('T', 'D', 'globe', 'sky') returning id`, `description = 'Other'`],
  ['profile', `select id::text as id from public.profile`, `intro = 'Another intro.'`],
  [
    'proposals',
    `insert into public.proposals (client_name, title, currency, valid_until, token_hash) values ('Acme', 'Offer', 'EUR', '2999-12-31', '${tokenHash()}') returning id`,
    `title = 'Better offer'`,
  ],
];

/** Switches the transaction to another caller, as PostgREST would for their request. */
async function become(query: Query, caller: 'anon' | 'stranger' | 'owner' | 'service_role') {
  const role = caller === 'stranger' || caller === 'owner' ? 'authenticated' : caller;
  await query(`set local role ${role}`);
  const claims = role === 'authenticated' ? { sub: FIXTURE_USERS[caller as 'owner'], role, aud: 'authenticated' } : { role };
  await query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)]);
}

const make = async (query: Query, insert: string) => (await query<{ id: string }>(insert)).rows[0]!.id;

describe('the revisions trigger', () => {
  it.each(ITEMS)('keeps the state before an owner save of %s', async (table, insert, change) => {
    const kept = await api.as('owner', async (query) => {
      const id = await make(query, insert);
      const before = (await query(`select to_jsonb(t) as row from public.${table} t where t.id::text = $1`, [id])).rows[0]!.row as Record<string, unknown>;
      await query(`update public.${table} set ${change} where id::text = $1`, [id]);
      return { before, revisions: await revisionsOf(query, table, id) };
    });
    expect(kept.revisions).toHaveLength(1);
    expect(kept.revisions[0]!.state).toMatchObject(kept.before);
  });

  it('keeps nothing for a reorder, a touch of updated_at or a save that changes nothing', async () => {
    const counts = await api.as('owner', async (query) => {
      await query(`select public.move_row('projects', $1, 'down')`, [PROJECT]);
      await query(`update public.projects set updated_at = now() - interval '1 day' where id = $1`, [PROJECT]);
      await query(`update public.projects set title = title where id = $1`, [PROJECT]);
      await query(`update public.profile set updated_at = now() - interval '1 day'`);
      return { project: (await revisionsOf(query, 'projects', PROJECT)).length, profile: (await revisionsOf(query, 'profile', 'true')).length };
    });
    expect(counts).toEqual({ project: 0, profile: 0 });
  });

  it('keeps nothing for a move to the trash and back, and a restore leaves the trash mark alone', async () => {
    const after = await api.as('owner', async (query) => {
      const { title } = (await query<{ title: string }>('select title from public.projects where id = $1', [PROJECT])).rows[0]!;
      await query(`update public.projects set title = 'Before the trash' where id = $1`, [PROJECT]);
      const [saved] = await revisionsOf(query, 'projects', PROJECT);
      await query(`update public.projects set deleted_at = now() where id = $1`, [PROJECT]);
      await query(`update public.projects set deleted_at = null where id = $1`, [PROJECT]);
      const count = (await revisionsOf(query, 'projects', PROJECT)).length;
      await query(`update public.projects set deleted_at = now() where id = $1`, [PROJECT]);
      await query('select public.restore_revision($1)', [saved!.id]);
      const row = (await query<{ title: string; trashed: boolean }>('select title, deleted_at is not null as trashed from public.projects where id = $1', [PROJECT])).rows[0];
      return { count, row, title };
    });
    expect(after).toEqual({ count: 1, row: { title: after.title, trashed: true }, title: expect.any(String) });
  });

  it('keeps the last 50 of an item', async () => {
    const kept = await api.as('owner', async (query) => {
      for (let n = 1; n <= 53; n++) await query(`update public.projects set title = $1 where id = $2`, [`Title ${n}`, PROJECT]);
      return (await revisionsOf(query, 'projects', PROJECT)).map((revision) => revision.state.title);
    });
    expect(kept).toHaveLength(50);
    expect(kept[0]).toBe('Title 52');
    expect(kept[49]).toBe('Title 3');
  });

  it('forgets an item’s revisions when it is deleted', async () => {
    const left = await api.as('owner', async (query) => {
      const id = await make(query, ITEMS[5]![1]);
      await query(`update public.skills set title = 'Other' where id = $1`, [id]);
      const before = (await revisionsOf(query, 'skills', id)).length;
      await query('delete from public.skills where id = $1', [id]);
      return { before, after: (await revisionsOf(query, 'skills', id)).length };
    });
    expect(left).toEqual({ before: 1, after: 0 });
  });

  it('keeps a proposal’s lines with it, also when only its lines changed, and nothing for a new address', async () => {
    const line = (description: string) => ({ service_id: null, description, quantity: '1', unit_price: '10.00' });
    const fields = { client_name: 'Acme', title: 'Offer', currency: 'EUR', valid_until: '2999-12-31', token_hash: tokenHash() };
    const seen = await api.as('owner', async (query) => {
      const id = (await query<{ id: string }>('select public.create_proposal($1, $2) as id', [fields, JSON.stringify([line('Design')])])).rows[0]!.id;
      await query('select public.update_proposal($1, $2, $3)', [id, fields, JSON.stringify([line('Design')])]);
      const unchanged = (await revisionsOf(query, 'proposals', id)).length;
      await query('select public.update_proposal($1, $2, $3)', [id, fields, JSON.stringify([line('Build')])]);
      const afterLines = await revisionsOf(query, 'proposals', id);
      // A new address for the client is no save.
      await query(`update public.proposals set token_hash = $2 where id = $1`, [id, tokenHash()]);
      const restored = (await query<{ ok: boolean }>('select public.restore_revision($1) as ok', [afterLines[0]!.id])).rows[0]!.ok;
      const lines = (await query<{ description: string }>('select description from public.proposal_lines where proposal_id = $1', [id])).rows;
      return { unchanged, kept: afterLines.map((revision) => revision.state.lines), restored, lines, total: (await revisionsOf(query, 'proposals', id)).length };
    });
    expect(seen).toEqual({
      unchanged: 0,
      kept: [[{ service_id: null, description: 'Design', quantity: 1, unit_price: 10 }]],
      restored: true,
      lines: [{ description: 'Design' }],
      total: 2,
    });
  });

  it('keeps nothing for an answered proposal, which a restore cannot change', async () => {
    const outcome = await api.as('owner', async (query) => {
      const token = randomBytes(32).toString('base64url');
      const hash = createHash('sha256').update(token, 'utf8').digest('hex');
      const id = (await query<{ id: string }>(`insert into public.proposals (client_name, title, currency, valid_until, token_hash) values ('Acme', 'Offer', 'EUR', '2999-12-31', $1) returning id`, [hash])).rows[0]!.id;
      await query(`update public.proposals set title = 'Second' where id = $1`, [id]);
      const [revision] = await revisionsOf(query, 'proposals', id);
      await become(query, 'service_role');
      const version = (await query<{ doc: { version_hash: string } }>('select public.open_proposal($1) as doc', [token])).rows[0]!.doc.version_hash;
      await query(`select public.answer_proposal($1, 'decline', $2, null, 'No')`, [token, version]);
      await become(query, 'owner');
      const count = (await revisionsOf(query, 'proposals', id)).length;
      const error = await query('select public.restore_revision($1)', [revision!.id]).then(() => null, (failure: { constraint?: string }) => failure.constraint);
      return { count, error };
    });
    expect(outcome).toEqual({ count: 1, error: 'proposals_frozen' });
  });
});

describe('restoring a revision', () => {
  it('saves the old state as a new save, itself a revision, leaving order and dates alone', async () => {
    const outcome = await api.as('owner', async (query) => {
      const before = (await query<{ title: string; display_order: number; created_at: string }>('select title, display_order, created_at::text from public.projects where id = $1', [PROJECT])).rows[0]!;
      await query(`update public.projects set title = 'Renamed' where id = $1`, [PROJECT]);
      await query(`select public.move_row('projects', $1, 'down')`, [PROJECT]);
      const [revision] = await revisionsOf(query, 'projects', PROJECT);
      const restored = (await query<{ ok: boolean }>('select public.restore_revision($1) as ok', [revision!.id])).rows[0]!.ok;
      const after = (await query<{ title: string; display_order: number; created_at: string }>('select title, display_order, created_at::text from public.projects where id = $1', [PROJECT])).rows[0]!;
      const revisions = await revisionsOf(query, 'projects', PROJECT);
      return { before, restored, after, titles: revisions.map((r) => r.state.title) };
    });
    expect(outcome.restored).toBe(true);
    expect(outcome.after.title).toBe(outcome.before.title);
    expect(outcome.after.created_at).toBe(outcome.before.created_at);
    expect(outcome.after.display_order).not.toBe(outcome.before.display_order);
    expect(outcome.titles).toEqual(['Renamed', outcome.before.title]);
  });

  it('restores the profile, whose id is true', async () => {
    const intro = await api.as('owner', async (query) => {
      const before = (await query<{ intro: string }>('select intro from public.profile')).rows[0]!.intro;
      await query(`update public.profile set intro = 'Changed intro.'`);
      const [revision] = await revisionsOf(query, 'profile', 'true');
      await query('select public.restore_revision($1)', [revision!.id]);
      return { before, after: (await query<{ intro: string }>('select intro from public.profile')).rows[0]!.intro };
    });
    expect(intro.after).toBe(intro.before);
  });

  it('brings back an old text without publishing again what the owner has hidden since', async () => {
    const after = await api.as('owner', async (query) => {
      const { title } = (await query<{ title: string }>('select title from public.projects where id = $1', [PROJECT])).rows[0]!;
      await query(`update public.projects set title = 'A newer title' where id = $1`, [PROJECT]);
      await query(`update public.projects set visibility = 'private', status = 'draft' where id = $1`, [PROJECT]);
      await query(`update public.profile set intro = 'A newer intro.'`);
      await query('update public.profile set resume_public = false');
      const [oldest] = (await revisionsOf(query, 'projects', PROJECT)).reverse();
      const [oldestProfile] = (await revisionsOf(query, 'profile', 'true')).reverse();
      await query('select public.restore_revision($1)', [oldest!.id]);
      await query('select public.restore_revision($1)', [oldestProfile!.id]);
      const project = (await query('select title, visibility, status from public.projects where id = $1', [PROJECT])).rows[0];
      const profile = (await query('select intro <> $1 as restored, resume_public from public.profile', ['A newer intro.'])).rows[0];
      return { title, project, profile };
    });
    expect(after).toEqual({ title: after.title, project: { title: after.title, visibility: 'private', status: 'draft' }, profile: { restored: true, resume_public: false } });
  });

  it('refuses a slug another item took since, with the unique constraint', async () => {
    const error = await api.as('owner', async (query) => {
      const id = await make(query, ITEMS[2]![1]);
      await query(`update public.services set name = 'Renamed service', slug = 'renamed-service' where id = $1`, [id]);
      await query(`insert into public.services (name, outcome, description, category, included, slug) values ('Taker', 'O.', 'D.', 'wordpress', '{}', 'history-service')`);
      const [revision] = await revisionsOf(query, 'services', id);
      return query('select public.restore_revision($1)', [revision!.id]).then(() => null, (failure: { code?: string }) => failure.code);
    });
    expect(error).toBe('23505');
  });
});

describe('who reads and restores revisions', () => {
  it('gives anon nothing: no table, no function', async () => {
    expect((await api.refusal('anon', 'select * from public.revisions')).code).toBe('42501');
    expect((await api.refusal('anon', `select public.restore_revision(gen_random_uuid())`)).code).toBe('42501');
    expect((await api.refusal('anon', 'select public.files_in_revisions()')).code).toBe('42501');
    expect((await api.refusal('anon', `select public.history_ignored('projects')`)).code).toBe('42501');
  });

  it('names the bookkeeping the history neither shows nor restores, the same list the trigger ignores', async () => {
    const ignored = await api.as('owner', async (query) => (await query<{ ignored: string[] }>(`select public.history_ignored('skills') as ignored`)).rows[0]!.ignored);
    expect(ignored).toEqual(['updated_at', 'display_order', 'deleted_at', 'id', 'created_at']);
  });

  it('shows a signed-in stranger no revision, and restores nothing for them', async () => {
    const seen = await api.as('owner', async (query) => {
      await query(`update public.projects set title = 'Renamed' where id = $1`, [PROJECT]);
      await query(`update public.profile set photo_path = null, photo_alt = null`);
      const [revision] = await revisionsOf(query, 'projects', PROJECT);
      await become(query, 'stranger');
      return {
        rows: (await query('select * from public.revisions')).rowCount,
        files: (await query('select public.files_in_revisions()')).rowCount,
        restored: (await query<{ ok: boolean }>('select public.restore_revision($1) as ok', [revision!.id])).rows[0]!.ok,
      };
    });
    expect(seen).toEqual({ rows: 0, files: 0, restored: false });
  });

  it.each(['owner', 'stranger', 'service_role'] as const)('lets %s write no revision', async (caller) => {
    for (const text of [
      `insert into public.revisions (table_name, row_id, state) values ('skills', 'x', '{}')`,
      `update public.revisions set state = '{}'`,
      'delete from public.revisions',
    ]) {
      expect((await api.refusal(caller, text)).code).toBe('42501');
    }
  });

  it('gives service_role neither the table nor the functions', async () => {
    for (const text of ['select * from public.revisions', 'select public.restore_revision(gen_random_uuid())', 'select public.files_in_revisions()']) {
      expect((await api.refusal('service_role', text)).code).toBe('42501');
    }
  });

  it('runs the trigger as its owner with a fixed search_path, and restore_revision as the caller', async () => {
    const functions = await api.as('owner', async (query) =>
      (await query<{ name: string; definer: boolean; config: string[] }>(
        `select p.proname::text as name, p.prosecdef as definer, p.proconfig as config from pg_proc p
         where p.oid in ('private.record_revision()'::regprocedure, 'private.record_lines_revision()'::regprocedure, 'public.restore_revision(uuid)'::regprocedure) order by 1`,
      )).rows,
    );
    expect(functions).toEqual([
      { name: 'record_lines_revision', definer: true, config: ['search_path=""'] },
      { name: 'record_revision', definer: true, config: ['search_path=""'] },
      { name: 'restore_revision', definer: false, config: ['search_path=""'] },
    ]);
  });

  it('names the files kept revisions point to, for the owner', async () => {
    const files = await api.as('owner', async (query) => {
      const image = `projects/${PROJECT}/old.png`;
      await query(`update public.projects set images = $2 where id = $1`, [PROJECT, JSON.stringify([{ path: image, alt: 'a' }, { url: 'https://example.com/x.png', alt: 'b' }])]);
      await query(`update public.projects set images = '[]' where id = $1`, [PROJECT]);
      const post = await make(query, `insert into public.posts (title, summary, body, cover_path, cover_alt) values ('T', 'S', 'B', 'posts/old.png', 'A') returning id`);
      await query(`update public.posts set cover_path = null, cover_alt = null where id = $1`, [post]);
      const testimonial = await make(query, `insert into public.testimonials (quote, author_name, author_role, company, photo_path) values ('Q.', 'A', 'B', 'C', 'testimonials/old.webp') returning id`);
      await query(`update public.testimonials set photo_path = null where id = $1`, [testimonial]);
      await query(`update public.profile set photo_path = 'portrait/old.jpg', photo_alt = 'Me', cv_path = 'cv/old.pdf', cv_url = null`);
      await query(`update public.profile set photo_path = null, photo_alt = null, cv_path = null`);
      return (await query<{ path: string }>('select path from public.files_in_revisions() path order by 1')).rows.map((row) => row.path);
    });
    expect(files).toEqual(expect.arrayContaining(['cv/old.pdf', 'portrait/old.jpg', 'posts/old.png', `projects/${PROJECT}/old.png`, 'testimonials/old.webp']));
    expect(files).not.toContain('https://example.com/x.png');
  });
});
