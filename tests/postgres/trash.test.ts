import { describe, expect, it } from 'vitest';
import { connectAsApi, FIXTURE_USERS, type Caller, type Query } from './access';

// The trash on a real PostgreSQL with a hosted project's grants: a trashed project, post, service
// or testimonial is the owner's alone on every path a visitor has (the tables, the old slugs, the
// security definer functions), its slug stays taken, and only the owner empties the trash.

const api = connectAsApi();

const CLAIMS: Record<Exclude<Caller, 'service_role'>, object> = {
  anon: { role: 'anon' },
  stranger: { sub: FIXTURE_USERS.stranger, role: 'authenticated', aud: 'authenticated' },
  owner: { sub: FIXTURE_USERS.owner, role: 'authenticated', aud: 'authenticated' },
};

/** Switches the (rolled-back) transaction to `caller`, as PostgREST would for their request. */
async function become(query: Query, caller: Exclude<Caller, 'service_role'>) {
  await query('reset role');
  await query(`set local role ${caller === 'anon' ? 'anon' : 'authenticated'}`);
  await query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(CLAIMS[caller])]);
}

const TOKEN = 'trash-test-token';

/** What a visitor can reach of the project `id` (slug `slug`, old slug `old`) on each path. */
async function visitorPaths(query: Query, { id, slug, old }: { id: string; slug: string; old: string }) {
  const n = async (text: string, values: unknown[]) => (await query<{ n: number }>(`select count(*)::int as n from ${text}`, values)).rows[0]!.n;
  return {
    table: await n('public.projects where id = $1', [id]),
    oldSlug: await n('public.project_slugs where slug = $1', [old]),
    projectAt: await n('public.project_at($1)', [slug]),
    shareTarget: (await query<{ target: string | null }>('select public.share_link_target($1, $2) as target', [old, TOKEN])).rows[0]!.target,
    shared: await n('public.shared_project($1, $2)', [slug, TOKEN]),
    testimonials: await n('public.testimonials where project_id = $1', [id]),
    requestNames: (await query<{ title: string | null }>('select project_title as title from public.testimonial_request_at($1)', [TOKEN])).rows[0]?.title ?? null,
  };
}

describe('a trashed project', () => {
  it('is reachable by no visitor on any path until it is restored; the owner still reads it', async () => {
    const seen = await api.as('owner', async (query) => {
      const { rows } = await query<{ id: string; slug: string }>(
        `select id, slug from public.projects where status = 'published' and visibility = 'public' order by display_order limit 1`,
      );
      const { id, slug: old } = rows[0]!;
      const slug = `${old}-renamed`;
      // An old slug, a share link, a testimonial and a testimonial request about it: every path that leads to it.
      await query('update public.projects set slug = $2 where id = $1', [id, slug]);
      await query(`insert into public.share_links (project_id, name, token_hash) values ($1, 'Client', encode(sha256(convert_to($2, 'UTF8')), 'hex'))`, [id, TOKEN]);
      await query(`insert into public.testimonials (quote, author_name, author_role, company, project_id) values ('Q', 'A', 'B', 'C', $1)`, [id]);
      await query(
        `insert into public.testimonial_requests (client_name, company, project_id, token_hash, expires_at)
         values ('Client', 'Co', $1, encode(sha256(convert_to($2, 'UTF8')), 'hex'), now() + interval '1 day')`,
        [id, TOKEN],
      );
      const { title } = (await query<{ title: string }>('select title from public.projects where id = $1', [id])).rows[0]!;
      const project = { id, slug, old };
      const open = { table: 1, oldSlug: 1, projectAt: 1, shareTarget: slug, shared: 1, testimonials: 1, requestNames: title };

      const result: Record<string, unknown> = {};
      for (const caller of ['anon', 'stranger'] as const) {
        await become(query, caller);
        result[`${caller} before`] = await visitorPaths(query, project);
      }
      await become(query, 'owner');
      await query('update public.projects set deleted_at = now() where id = $1', [id]);
      for (const caller of ['anon', 'stranger'] as const) {
        await become(query, caller);
        result[`${caller} trashed`] = await visitorPaths(query, project);
      }
      await become(query, 'owner');
      result.owner = (await query('select id from public.projects where id = $1', [id])).rowCount;
      await query('update public.projects set deleted_at = null where id = $1', [id]);
      await become(query, 'anon');
      result['anon restored'] = await visitorPaths(query, project);
      return { result, open };
    });
    const closed = { table: 0, oldSlug: 0, projectAt: 0, shareTarget: null, shared: 0, testimonials: 0, requestNames: null };
    expect(seen.result).toEqual({
      'anon before': seen.open,
      'stranger before': seen.open,
      'anon trashed': closed,
      'stranger trashed': closed,
      owner: 1,
      'anon restored': seen.open,
    });
  });

  it('takes an unlisted project out of the server\'s route index and its address', async () => {
    const seen = await api.as('owner', async (query) => {
      const count = async () => ({
        at: (await query('select * from public.project_at($1)', ['procurement-spend-cube'])).rowCount,
        listed: (await query(`select s from public.unlisted_project_slugs() s where s = 'procurement-spend-cube'`)).rowCount,
      });
      await query('reset role');
      await query('set local role service_role');
      const before = await count();
      await become(query, 'owner');
      await query(`update public.projects set deleted_at = now() where slug = 'procurement-spend-cube'`);
      await query('reset role');
      await query('set local role service_role');
      return { before, after: await count() };
    });
    expect(seen).toEqual({ before: { at: 1, listed: 1 }, after: { at: 0, listed: 0 } });
  });

  it('keeps its slug taken', async () => {
    const error = await api.refusal('owner', `
      with trashed as (update public.projects set deleted_at = now()
        where id = (select id from public.projects order by display_order limit 1) returning slug)
      insert into public.projects (title, description, category, slug) select 'Same address', 'd', 'other', slug from trashed`);
    expect(error.code).toBe('23505');
  });

  it('leaves the owner\'s Move up and Move down to the live rows', async () => {
    const seen = await api.as('owner', async (query) => {
      const { rows } = await query<{ id: string }>('select id from public.projects order by display_order, created_at, id limit 3');
      const [first, second, third] = rows.map((row) => row.id);
      await query('update public.projects set deleted_at = now() where id = $1', [second]);
      // Up from the third passes the trashed second: it swaps with the first.
      await query(`select public.move_row('projects', $1, 'up')`, [third]);
      const live = await query<{ id: string }>('select id from public.projects where deleted_at is null order by display_order, created_at, id limit 2');
      return { live: live.rows.map((row) => row.id), expected: [third, first] };
    });
    expect(seen.live).toEqual(seen.expected);
  });
});

describe('a proposal', () => {
  it('shows a trashed case study no more than a purged one', async () => {
    const shown = await api.as('owner', async (query) => {
      const { rows } = await query<{ id: string }>('select id from public.projects order by display_order limit 2');
      const ids = rows.map((row) => row.id);
      const { rows: made } = await query<{ id: string }>(
        `insert into public.proposals (client_name, title, currency, valid_until, token_hash, project_ids)
         values ('Acme', 'Dashboards', 'EUR', '2999-12-31', repeat('e', 64), $1) returning id`,
        [ids],
      );
      const cases = async () =>
        ((await query<{ doc: { projects: { id: string }[] } }>('select public.preview_proposal($1) as doc', [made[0]!.id])).rows[0]!.doc.projects).map((project) => project.id);
      const before = await cases();
      await query('update public.projects set deleted_at = now() where id = $1', [ids[0]]);
      return { before, after: await cases(), ids };
    });
    expect(shown).toEqual({ before: shown.ids, after: shown.ids.slice(1), ids: shown.ids });
  });
});

describe('trashed posts, services and testimonials', () => {
  it.each([
    ['posts', `status = 'published' and publish_at <= now()`],
    ['services', `status = 'published'`],
    ['testimonials', 'project_id is null'],
  ])('hides a trashed row of %s from anon and a stranger, not from the owner', async (table, visible) => {
    const seen = await api.as('owner', async (query) => {
      const { rows } = await query<{ id: string }>(`select id from public.${table} where ${visible} limit 1`);
      const id = rows[0]!.id;
      const counts: Record<string, number | null> = {};
      const look = async (caller: 'anon' | 'stranger' | 'owner', when: string) => {
        await become(query, caller);
        counts[`${caller} ${when}`] = (await query(`select id from public.${table} where id = $1`, [id])).rowCount;
      };
      await look('anon', 'before');
      await become(query, 'owner');
      await query(`update public.${table} set deleted_at = now() where id = $1`, [id]);
      await look('anon', 'trashed');
      await look('stranger', 'trashed');
      await look('owner', 'trashed');
      return counts;
    });
    expect(seen).toEqual({ 'anon before': 1, 'anon trashed': 0, 'stranger trashed': 0, 'owner trashed': 1 });
  });

  it('keeps a trashed post\'s slug taken and its old slug leading nowhere', async () => {
    const seen = await api.as('owner', async (query) => {
      const { rows } = await query<{ id: string; slug: string }>(`select id, slug from public.posts where status = 'published' and publish_at <= now() limit 1`);
      const { id, slug: old } = rows[0]!;
      await query('update public.posts set slug = $2, deleted_at = now() where id = $1', [id, `${old}-renamed`]);
      await become(query, 'anon');
      const oldSlug = (await query('select * from public.post_slugs where slug = $1', [old])).rowCount;
      await become(query, 'owner');
      const taken = await query(`insert into public.posts (title, summary, body, slug) values ('T', 's', 'b', $1)`, [`${old}-renamed`]).then(
        () => 'inserted',
        (error: { code: string }) => error.code,
      );
      return { oldSlug, taken };
    });
    expect(seen).toEqual({ oldSlug: 0, taken: '23505' });
  });
});

describe('purge_trash', () => {
  it('deletes what has been in the trash for more than 30 days, names it, and nothing else', async () => {
    const seen = await api.as('owner', async (query) => {
      const { rows } = await query<{ id: string }>('select id from public.services order by display_order limit 3');
      const [old, recent, live] = rows.map((row) => row.id);
      // Trashed 31 and 29 days ago (the owner may set deleted_at; the form never does).
      await query(`update public.services set deleted_at = now() - interval '31 days' where id = $1`, [old]);
      await query(`update public.services set deleted_at = now() - interval '29 days' where id = $1`, [recent]);
      const { rows: project } = await query<{ id: string }>(
        `update public.projects set deleted_at = now() - interval '40 days' where id = (select id from public.projects order by display_order desc limit 1) returning id`,
      );
      const purged = (await query<{ kind: string; id: string }>('select kind, id from public.purge_trash() order by kind')).rows;
      const left = (await query<{ id: string }>('select id from public.services where id = any($1)', [[old, recent, live]])).rows.map((row) => row.id);
      return { purged, expected: [{ kind: 'projects', id: project[0]!.id }, { kind: 'services', id: old }], left: left.sort(), kept: [recent, live].sort() };
    });
    expect(seen.purged).toEqual(seen.expected);
    expect(seen.left).toEqual(seen.kept);
  });

  it.each(['anon', 'stranger', 'service_role'] as const)('refuses %s', async (caller) => {
    expect((await api.refusal(caller, 'select * from public.purge_trash()')).code).toBe('42501');
  });

  it('runs as its caller, with a fixed search_path, for authenticated only', async () => {
    const { rows } = await api.as('owner', (query) =>
      query<{ definer: boolean; config: string[]; callers: string[] }>(
        `select p.prosecdef as definer, p.proconfig as config,
           array(select r.rolname::text from pg_roles r where has_function_privilege(r.oid, p.oid, 'execute') and r.rolname in ('anon', 'authenticated', 'service_role') order by 1) as callers
         from pg_proc p where p.oid = 'public.purge_trash()'::regprocedure`,
      ),
    );
    expect(rows).toEqual([{ definer: false, config: ['search_path=""'], callers: ['authenticated'] }]);
  });
});
