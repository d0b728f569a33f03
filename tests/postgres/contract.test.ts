import { z } from 'zod';
import { CURRENCY_CODES } from '@/lib/validation/currencies';
import { isPriceAmount } from '@/lib/services/schema';
import { describe, expect, it } from 'vitest';
import { connectAsApi, FIXTURE_MESSAGE, FIXTURE_USERS, LEGACY_MESSAGES, type Caller, type Query } from './access';

// The SQL contract on a real PostgreSQL prepared as a hosted Supabase project: grants, row-level
// security, CHECK constraints and triggers, seen by each caller as PostgREST would make it.

const api = connectAsApi();

const PRIVILEGES = ['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'REFERENCES', 'TRIGGER'] as const;

const newProject = { title: 'Contract', description: 'A project.', category: 'other' };
const insertProject = 'insert into public.projects (title, description, category) values ($1, $2, $3) returning id, slug';
const projectValues = (row: Partial<typeof newProject> = {}) => Object.values({ ...newProject, ...row });
const insertSkill = `insert into public.skills (title, description, icon, color) values ($1, $2, 'globe', 'sky') returning id`;
const insertTestimonial = `insert into public.testimonials (quote, author_name, author_role, company) values ('Great work.', 'A', 'B', 'C')`;
const insertExperience = `insert into public.experience (role, organisation, start_month, is_current, summary) values ('Role', 'Org', '2020-01-01', true, 'Summary.')`;
const insertMessage = 'insert into public.messages (name, email, message) values ($1, $2, $3)';

/** Every table of the public schema, as the migrations made it. */
const publicTables = async () =>
  (
    await api.as('owner', (query) =>
      query<{ name: string }>(`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r' order by 1`),
    )
  ).rows.map((row) => row.name);

describe('privileges of the API roles', () => {
  // Table-level privileges, as has_table_privilege reports them (INSERT on messages is the
  // sending path's own business and left out here). An owner-editable list (skills, testimonials…)
  // holds LIST's; every other table is named here with exactly what its policies need, so a new
  // table is checked the moment a migration creates it.
  const LIST = { anon: ['SELECT'], authenticated: ['SELECT', 'INSERT', 'UPDATE', 'DELETE'] };
  const expected: Record<string, { anon: string[]; authenticated: string[] }> = {
    project_slugs: { anon: ['SELECT'], authenticated: ['SELECT'] },
    profile: { anon: ['SELECT'], authenticated: ['SELECT', 'INSERT', 'UPDATE'] },
    messages: { anon: [], authenticated: ['SELECT', 'DELETE'] },
    // Written by the stage-change trigger only.
    message_stage_changes: { anon: [], authenticated: ['SELECT'] },
    // Inserting and revoking are column grants (the token hash in, the revocation mark out).
    share_links: { anon: [], authenticated: ['SELECT', 'DELETE'] },
    insight_totals: { anon: [], authenticated: ['SELECT'] },
    // Requests: column grants as share links; answers are inserted by submit_testimonial only.
    testimonial_requests: { anon: [], authenticated: ['SELECT', 'DELETE'] },
    testimonial_submissions: { anon: [], authenticated: ['SELECT', 'DELETE'] },
    post_slugs: { anon: ['SELECT'], authenticated: ['SELECT'] },
    // The owner's offers: inserting and changing are column grants (the answer and the opens are
    // the security definer functions' to write).
    proposals: { anon: [], authenticated: ['SELECT', 'DELETE'] },
    proposal_lines: { anon: [], authenticated: ['SELECT', 'DELETE'] },
    // Written by the payment functions only (the server's key, or the owner recording one).
    payments: { anon: [], authenticated: ['SELECT'] },
    payment_events: { anon: [], authenticated: ['SELECT'] },
    // Written by the history trigger only; restore_revision saves through the items' own grants.
    revisions: { anon: [], authenticated: ['SELECT'] },
  };

  it('has row-level security on every table of the public schema', async () => {
    const { rows } = await api.as('owner', (query) => query<{ name: string }>(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind = 'r' and not c.relrowsecurity`,
    ));
    expect(rows).toEqual([]);
  });

  it.each(['anon', 'authenticated'] as const)('%s holds exactly what the policies need on every table of the public schema', async (role) => {
    const tables = await publicTables();
    expect(tables).toEqual(expect.arrayContaining(Object.keys(expected)));
    const { rows } = await api.as('anon', (query) => query<{ table_name: string; privilege: string }>(
      `select t as table_name, p as privilege from unnest($2::text[]) t, unnest($3::text[]) p
       where has_table_privilege($1, 'public.' || t, p) and not (t = 'messages' and p = 'INSERT')`,
      [role, tables, PRIVILEGES],
    ));
    const held = (table: string) => rows.filter((row) => row.table_name === table).map((row) => row.privilege).sort();
    expect(Object.fromEntries(tables.map((table) => [table, held(table)]))).toEqual(
      Object.fromEntries(tables.map((table) => [table, [...(expected[table] ?? LIST)[role]].sort()])),
    );
  });

  it('lets the owner update only the read mark and the lead\'s pipeline of a message', async () => {
    const { rows } = await api.as('owner', (query) => query<{ column_name: string }>(
      `select column_name from information_schema.columns
       where table_schema = 'public' and table_name = 'messages' and has_column_privilege('authenticated', 'public.messages', column_name, 'UPDATE')`,
    ));
    expect(rows.map((row) => row.column_name).sort()).toEqual(['follow_up_on', 'notes', 'read_at', 'stage', 'value_amount', 'value_currency']);
  });

  it('shows private.owners to no API role', async () => {
    for (const caller of ['anon', 'stranger', 'owner'] as const) {
      expect((await api.refusal(caller, 'select * from private.owners')).code).toBe('42501');
    }
  });
});

describe('visitors (anon)', () => {
  it.each([
    ['insert a project', insertProject, projectValues()],
    ['update a project', `update public.projects set title = 'x'`],
    ['delete a project', 'delete from public.projects'],
    ['update the profile', `update public.profile set name = 'x'`],
    ['insert a skill', insertSkill, ['x', 'y']],
    ['delete a skill', 'delete from public.skills'],
    ['insert a testimonial', insertTestimonial],
    ['delete a testimonial', 'delete from public.testimonials'],
    ['insert an experience entry', insertExperience],
    ['delete an experience entry', 'delete from public.experience'],
    ['read messages', 'select * from public.messages'],
    ['mark a message read', 'update public.messages set read_at = now()'],
    ['delete a message', 'delete from public.messages'],
    ['truncate a table', 'truncate public.projects'],
    ['move a project', `select public.move_row('projects', '3b1f6a52-7c1e-4a8e-9f51-0c2d6f1a9e01', 'down')`],
    ['empty the trash', 'select * from public.purge_trash()'],
  ] as const)('cannot %s', async (_what, text, values?: readonly unknown[]) => {
    const error = await api.refusal('anon', text, values as unknown[] | undefined);
    expect(error.code).toBe('42501');
  });

  it('read published projects, the profile and skills: the seed applied', async () => {
    const counts = await api.as('anon', (query) => query(
      `select (select count(*)::int from public.projects) as projects, (select count(*)::int from public.profile) as profile,
              (select count(*)::int from public.skills) as skills`,
    ));
    expect(counts.rows[0]).toEqual({ projects: 8, profile: 1, skills: 6 });
  });

  it.each([
    ['id', `insert into public.messages (id, name, email, message) values (gen_random_uuid(), 'A', 'a@example.com', 'Hi')`],
    ['created_at', `insert into public.messages (created_at, name, email, message) values (now(), 'A', 'a@example.com', 'Hi')`],
    ['read_at', `insert into public.messages (read_at, name, email, message) values (now(), 'A', 'a@example.com', 'Hi')`],
  ])('cannot choose a message\'s %s', async (_column, text) => {
    expect((await api.refusal('anon', text)).code).toBe('42501');
  });
});

describe('a signed-in stranger (not an owner)', () => {
  it('cannot add a project or a skill (row-level security)', async () => {
    expect((await api.refusal('stranger', insertProject, projectValues())).message).toContain('row-level security');
    expect((await api.refusal('stranger', insertSkill, ['x', 'y'])).message).toContain('row-level security');
    expect((await api.refusal('stranger', insertTestimonial)).message).toContain('row-level security');
    expect((await api.refusal('stranger', insertExperience)).message).toContain('row-level security');
  });

  it.each([
    [`update public.projects set title = 'x'`],
    ['delete from public.projects'],
    [`update public.profile set name = 'x'`],
    [`update public.skills set title = 'x'`],
    ['delete from public.skills'],
    [`update public.testimonials set quote = 'x'`],
    ['delete from public.testimonials'],
    [`update public.experience set role = 'x'`],
    ['delete from public.experience'],
    ['update public.messages set read_at = now()'],
    ['delete from public.messages'],
  ])('changes no row with: %s', async (text) => {
    expect((await api.as('stranger', (query) => query(text))).rowCount).toBe(0);
  });

  it('reads no message and no draft', async () => {
    const seen = await api.as('stranger', (query) => query(
      `select (select count(*)::int from public.messages) as messages,
              (select count(*)::int from public.projects where status = 'draft') as drafts`,
    ));
    expect(seen.rows[0]).toEqual({ messages: 0, drafts: 0 });
  });

  it('cannot reorder projects or skills: the owner check refuses', async () => {
    for (const text of [
      `select public.move_row('projects', '3b1f6a52-7c1e-4a8e-9f51-0c2d6f1a9e01', 'down')`,
      `select public.move_row('skills', (select id from public.skills order by display_order limit 1), 'down')`,
    ]) {
      const error = await api.refusal('stranger', text);
      expect(error.code).toBe('42501');
    }
  });
});

describe('the owner', () => {
  it('adds, edits, reorders and deletes projects and skills, and edits the profile', async () => {
    const done = await api.as('owner', async (query) => {
      const { rows: [project] } = await query<{ id: string; slug: string }>(insertProject, projectValues());
      const edited = await query(`update public.projects set title = 'Contract, edited' where id = $1`, [project!.id]);
      const moved = await query<{ moved: boolean }>(`select public.move_row('projects', '3b1f6a52-7c1e-4a8e-9f51-0c2d6f1a9e01', 'down') as moved`);
      const skill = await query(insertSkill, ['Testing', 'Contracts on a real server.']);
      const movedSkill = await query<{ moved: boolean }>(`select public.move_row('skills', (select id from public.skills order by display_order limit 1), $1) as moved`, ['down']);
      const profile = await query(`update public.profile set name = 'Sam C.'`);
      const deleted = await query('delete from public.projects where id = $1', [project!.id]);
      return [project!.slug, edited.rowCount, moved.rows[0]!.moved, skill.rowCount, movedSkill.rows[0]!.moved, profile.rowCount, deleted.rowCount];
    });
    expect(done).toEqual(['contract', 1, true, 1, true, 1, 1]);
  });

  it('adds, moves and deletes testimonials and experience entries', async () => {
    const done = await api.as('owner', async (query) => {
      const testimonial = await query<{ id: string }>(`${insertTestimonial} returning id`);
      const moved = await query<{ moved: boolean }>(`select public.move_row('testimonials', $1, 'up') as moved`, [testimonial.rows[0]!.id]);
      const entry = await query<{ id: string }>(`${insertExperience} returning id`);
      const deleted = await query('delete from public.testimonials where id = $1', [testimonial.rows[0]!.id]);
      const deletedEntry = await query('delete from public.experience where id = $1', [entry.rows[0]!.id]);
      return [moved.rows[0]!.moved, deleted.rowCount, deletedEntry.rowCount];
    });
    expect(done).toEqual([true, 1, 1]);
  });

  it('marks a message read and unread, and changes nothing the sender wrote', async () => {
    const marked = await api.as('owner', (query) => query('update public.messages set read_at = now() where id = $1', [FIXTURE_MESSAGE]));
    expect(marked.rowCount).toBe(1);
    for (const column of ['message', 'name', 'email', 'created_at', 'id', 'sender_hash']) {
      const error = await api.refusal('owner', `update public.messages set ${column} = ${column} where id = $1`, [FIXTURE_MESSAGE]);
      expect(error.message).toContain('permission denied');
    }
  });

  it('keeps the messages stored before the forms\' rules reached the database, except those the rules refuse', async () => {
    const { rows } = await api.as('owner', (query) => query<{ id: string }>('select id from public.messages where id = any($1::uuid[]) order by id', [LEGACY_MESSAGES.rows.map((row) => row.id)]));
    expect(rows.map((row) => row.id)).toEqual(LEGACY_MESSAGES.rows.filter((row) => row.kept).map((row) => row.id));
  });

  it('cannot empty a table in one go (no TRUNCATE)', async () => {
    for (const table of await publicTables()) expect((await api.refusal('owner', `truncate public.${table} cascade`)).code).toBe('42501');
  });
});

describe('a server-side secret key (service_role)', () => {
  it('can add a project: the CHECK constraints and the slug trigger may call their private functions', async () => {
    const { rows } = await api.as('service_role', (query) => query<{ slug: string }>(insertProject, projectValues({ title: 'Café Déjà Vu' })));
    expect(rows[0]!.slug).toBe('cafe-deja-vu');
  });
});

describe('posts', () => {
  const insertPost = `insert into public.posts (title, summary, body, status, publish_at, tags) values ('T', 'S', 'B', $1, $2, $3) returning id`;

  it('shows visitors only published posts whose time has passed; the owner sees all', async () => {
    const rows = await api.as('owner', async (query) => {
      await query(insertPost, ['published', new Date(Date.now() + 3_600_000).toISOString(), []]);
      await query(insertPost, ['draft', new Date(0).toISOString(), []]);
      return (await query<{ count: string }>('select count(*) from public.posts')).rows;
    });
    expect(Number(rows[0]!.count)).toBe(5);
    const seen = await api.as('anon', (query) => query<{ slug: string }>('select slug from public.posts order by publish_at'));
    expect(seen.rows.map((row) => row.slug)).toEqual(['making-a-wordpress-site-fast-without-a-rewrite', 'row-level-security-in-power-bi-explained-for-managers']);
  });

  it('takes at most 5 normalised tags, each once', async () => {
    for (const tags of [['Power BI'], ['a', 'a'], ['a', 'b', 'c', 'd', 'e', 'f'], ['-a'], ['x'.repeat(31)], ['a', null]]) {
      const error = await api.refusal('owner', insertPost, ['draft', new Date().toISOString(), tags]);
      expect({ code: error.code, constraint: error.constraint }).toEqual({ code: '23514', constraint: 'posts_tags_valid' });
    }
  });

  it('takes a cover only with its alt text', async () => {
    const error = await api.refusal('owner', `insert into public.posts (title, summary, body, cover_path) values ('T', 'S', 'B', 'posts/cover.png')`);
    expect({ code: error.code, constraint: error.constraint }).toEqual({ code: '23514', constraint: 'posts_cover_valid' });
  });

  it('cannot be written by visitors or strangers', async () => {
    for (const caller of ['anon', 'stranger'] as const) {
      expect((await api.refusal(caller, insertPost, ['draft', new Date().toISOString(), []])).code).toBe('42501');
    }
  });
});

describe('services', () => {
  const insertService = `insert into public.services (name, outcome, description, category, status, price_amount, price_currency, included)
    values ($1, 'Outcome.', 'Description.', 'wordpress', $2, $3, $4, $5) returning id, slug`;
  const service = (values: { name?: string; status?: string; amount?: string | null; currency?: string | null; included?: string[] } = {}) => [
    values.name ?? 'Contract Service',
    values.status ?? 'published',
    values.amount === undefined ? '1500' : values.amount,
    values.currency === undefined ? 'EUR' : values.currency,
    values.included ?? [],
  ];

  it('shows visitors and strangers the published services only; the owner sees drafts too', async () => {
    const seen = await api.as('owner', async (query) => {
      await query(insertService, service({ status: 'draft' }));
      const count = async () => (await query<{ n: number }>('select count(*)::int as n from public.services')).rows[0]!.n;
      const owner = await count();
      await query(`select set_config('request.jwt.claims', '{"role":"anon"}', true)`);
      await query('set local role anon');
      return { owner, anon: await count() };
    });
    expect(seen).toEqual({ owner: 5, anon: 4 });
    const stranger = await api.as('stranger', (query) => query(`select id from public.services where status = 'draft'`));
    expect(stranger.rowCount).toBe(0);
  });

  it('cannot be written or reordered by visitors or strangers', async () => {
    for (const caller of ['anon', 'stranger'] as const) {
      expect((await api.refusal(caller, insertService, service())).code).toBe('42501');
      expect((await api.refusal(caller, `select public.move_row('services', (select id from public.services order by display_order limit 1), 'down')`)).code).toBe('42501');
    }
    for (const text of [`update public.services set name = 'x'`, `update public.services set status = 'draft'`, 'delete from public.services']) {
      expect((await api.refusal('anon', text)).code).toBe('42501');
      expect((await api.as('stranger', (query) => query(text))).rowCount).toBe(0);
    }
  });

  it('lets the owner add one (its slug from the name, at the end of the list), move it and delete it', async () => {
    const done = await api.as('owner', async (query) => {
      const { rows: [added] } = await query<{ id: string; slug: string }>(insertService, service({ name: 'Café Care' }));
      const last = await query<{ id: string }>('select id from public.services order by display_order desc limit 1');
      const moved = await query<{ moved: boolean }>(`select public.move_row('services', $1, 'up') as moved`, [added!.id]);
      const deleted = await query('delete from public.services where id = $1', [added!.id]);
      return [added!.slug, last.rows[0]!.id === added!.id, moved.rows[0]!.moved, deleted.rowCount];
    });
    expect(done).toEqual(['cafe-care', true, true, 1]);
  });

  it.each([
    ['a negative price', service({ amount: '-1' }), 'services_price_amount_valid'],
    ['a price with three decimals', service({ amount: '10.005' }), 'services_price_amount_valid'],
    ['a price over the limit', service({ amount: '1000000.01' }), 'services_price_amount_valid'],
    ['an unknown currency', service({ currency: 'EUX' }), 'services_price_currency_valid'],
    ['a price without a currency', service({ currency: null }), 'services_price_complete'],
    ['a currency without a price', service({ amount: null }), 'services_price_complete'],
    ['9 included items', service({ included: Array.from({ length: 9 }, (_, i) => `Item ${i}`) }), 'services_included_valid'],
    ['a blank name', service({ name: '\u2003\n' }), 'services_name_length'],
  ])('refuses %s, as the owner', async (_what, values, constraint) => {
    const error = await api.refusal('owner', insertService, values);
    expect({ code: error.code, constraint: error.constraint }).toEqual({ code: '23514', constraint });
  });

  it('judges currencies and amounts exactly as the form does', async () => {
    const codes = [...CURRENCY_CODES, 'eur', 'EURO', 'XAU', 'XXX', 'HRK', 'BOV', ''];
    const known = await api.as('anon', async (query) =>
      (await query<{ ok: boolean }>('select private.is_currency_code(c) as ok from unnest($1::text[]) with ordinality as t(c, n) order by n', [codes])).rows.map((row) => row.ok),
    );
    expect(known).toEqual(codes.map((code) => (CURRENCY_CODES as readonly string[]).includes(code)));
    const amounts = ['1', '0.01', '99.5', '1500', '1000000', '1000000.00', '0', '0.00', '-5', '0.001', '1000000.01', '12.345'];
    const taken: boolean[] = [];
    for (const amount of amounts) taken.push(await api.as('owner', (query) => query(insertService, service({ amount })).then(() => true, () => false)));
    expect(taken).toEqual(amounts.map(isPriceAmount));
  });
});

describe('NULLs no form sends: a list element, or alt text without its image', () => {
  it.each([
    ['a project technology', `update public.projects set technologies = array['PHP', null] where slug = 'harbor-coffee-online-store'`, 'projects_technologies_valid'],
    ['an experience highlight', 'update public.experience set highlights = array_append(highlights, null)', 'experience_highlights_valid'],
    ['an experience technology', 'update public.experience set technologies = array_prepend(null, technologies)', 'experience_technologies_valid'],
    ['alt text on a stored post without a cover', `update public.posts set cover_alt = 'A cover' where cover_path is null`, 'posts_cover_valid'],
    ['alt text on a new post without a cover', `insert into public.posts (title, summary, body, cover_alt) values ('T', 'S', 'B', 'A cover')`, 'posts_cover_valid'],
  ])('refuses %s', async (_what, text, constraint) => {
    const error = await api.refusal('owner', text);
    expect({ code: error.code, constraint: error.constraint }).toEqual({ code: '23514', constraint });
  });
});

describe('blank text and e-mail addresses, as the forms judge them', () => {
  const blanks = ['\n', '\t\r\n', ' \u00a0 ', '\u2003\u3000', '\ufeff'];

  it.each(blanks.map((blank) => [JSON.stringify(blank), blank]))('refuses %s wherever a form requires text', async (_label, blank) => {
    const refusals: [Caller, string, unknown[], string][] = [
      ['owner', insertProject, projectValues({ title: blank }), 'projects_title_not_blank'],
      ['owner', insertProject, projectValues({ description: blank }), 'projects_description_not_blank'],
      ['owner', `update public.projects set technologies = array['PHP', $1] where slug = 'harbor-coffee-online-store'`, [blank], 'projects_technologies_valid'],
      ['owner', `update public.projects set report_title = $1 where slug = 'harbor-coffee-online-store'`, [blank], 'projects_report_title_length'],
      ['owner', `update public.projects set images = jsonb_build_array(jsonb_build_object('url', '/demo/a.webp', 'alt', $1::text)) where slug = 'harbor-coffee-online-store'`, [blank], 'projects_images_valid'],
      ['owner', 'update public.profile set site_name = $1', [blank], 'profile_site_name_valid'],
      ['owner', 'update public.profile set name = $1', [blank], 'profile_name_length'],
      ['owner', 'update public.profile set role = $1', [blank], 'profile_role_length'],
      ['owner', 'update public.profile set hero_heading = $1', [blank], 'profile_hero_heading_length'],
      ['owner', 'update public.profile set intro = $1', [blank], 'profile_intro_length'],
      ['owner', 'update public.profile set description = $1', [blank], 'profile_description_length'],
      ['owner', `update public.profile set stats = jsonb_set(stats, '{0,label}', to_jsonb($1::text))`, [blank], 'profile_stats_valid'],
      ['owner', `update public.profile set other_links = jsonb_build_array(jsonb_build_object('label', $1::text, 'url', 'https://example.com'))`, [blank], 'profile_other_links_valid'],
      ['owner', insertSkill, [blank, 'Description'], 'skills_title_length'],
      ['owner', insertSkill, ['Title', blank], 'skills_description_length'],
      ['service_role', insertMessage, [blank, 'a@example.com', 'Hello'], 'messages_name_length'],
      ['service_role', insertMessage, ['Ann', 'a@example.com', blank], 'messages_message_length'],
    ];
    for (const [caller, text, values, constraint] of refusals) {
      const error = await api.refusal(caller, text, values);
      expect({ code: error.code, constraint: error.constraint }).toEqual({ code: '23514', constraint });
    }
  });

  it('keeps text that only starts or ends with whitespace', async () => {
    const { rowCount } = await api.as('service_role', (query) => query(insertMessage, ['\n Ann\t', 'a@example.com', '\nHello\n']));
    expect(rowCount).toBe(1);
  });

  it.each(['a@example.com?bcc=b@example.com', 'a@example.com?bcc=b%40example.com', 'a@example.com&cc=b@example.com', 'a%20b@example.com', 'a@example.com\n', '<a@example.com>'])(
    'refuses the address %j in a message and in the profile',
    async (email) => {
      expect((await api.refusal('service_role', insertMessage, ['Ann', email, 'Hello'])).constraint).toBe('messages_email_valid');
      expect((await api.refusal('owner', 'update public.profile set contact_email = $1', [email])).constraint).toBe('profile_contact_email_valid');
    },
  );

  it('judges addresses and blank text exactly as the forms\' zod rules do', async () => {
    const emails = ['a@example.com', "o'neil+tag@mail.example.co.uk", 'a.b-c_d@example.io', 'a..b@example.com', '.a@example.com', 'a.@example.com',
      'a@example', 'a@-example.com', 'a@example.c', 'a@exa_mple.com', 'a b@example.com', 'a@example.com?subject=x', 'ü@example.com', 'a@@example.com'];
    const texts = [...blanks, 'x', ' x ', '\u0085', '\u200b', '\u180e'];
    const judged = await api.as('anon', async (query) => ({
      emails: (await query<{ ok: boolean }>('select private.is_email(e) as ok from unnest($1::text[]) with ordinality as t(e, n) order by n', [emails])).rows.map((row) => row.ok),
      blank: (await query<{ blank: boolean }>(`select private.trim_space(s) = '' as blank from unnest($1::text[]) with ordinality as t(s, n) order by n`, [texts])).rows.map((row) => row.blank),
    }));
    expect(judged).toEqual({
      emails: emails.map((email) => z.email().safeParse(email).success),
      blank: texts.map((text) => text.trim() === ''),
    });
  });
});

describe('work under NDA (visibility and share links)', () => {
  const TOKEN = 'contract-token-0123456789abcdefghijklmnopqrstu';
  const hashOf = `encode(sha256(convert_to('${TOKEN}', 'UTF8')), 'hex')`;

  it('lists only public projects to anon and a stranger; an unlisted one answers at its exact slug only', async () => {
    for (const caller of ['anon', 'stranger'] as const) {
      const seen = await api.as(caller, (query) => query(
        `select (select count(*)::int from public.projects where visibility <> 'public') as hidden,
                (select count(*)::int from public.project_at('procurement-spend-cube')) as unlisted,
                (select count(*)::int from public.project_at('claims-triage-dashboard')) as private`,
      ));
      expect(seen.rows[0]).toEqual({ hidden: 0, unlisted: 1, private: 0 });
    }
  });

  it('lets only the server key list unlisted slugs', async () => {
    for (const caller of ['anon', 'stranger', 'owner'] as const) {
      expect((await api.refusal(caller, 'select * from public.unlisted_project_slugs()')).code).toBe('42501');
    }
    const slugs = await api.as('service_role', (query) => query<{ slug: string }>('select public.unlisted_project_slugs() as slug'));
    expect(slugs.rows).toEqual([{ slug: 'procurement-spend-cube' }]);
  });

  it('gives anon no access to share links and a stranger none of their rows', async () => {
    expect((await api.refusal('anon', 'select * from public.share_links')).code).toBe('42501');
    expect((await api.as('stranger', (query) => query('select * from public.share_links'))).rowCount).toBe(0);
    const insert = `insert into public.share_links (project_id, name, token_hash) values ('3b1f6a52-7c1e-4a8e-9f51-0c2d6f1a9e10', 'x', ${hashOf})`;
    expect((await api.refusal('anon', insert)).code).toBe('42501');
    expect((await api.refusal('stranger', insert)).message).toContain('row-level security');
    // Only the revocation mark is the owner's to change; the counts are the function's.
    expect((await api.refusal('owner', 'update public.share_links set open_count = 0')).code).toBe('42501');
  });

  it('opens a private project for the owner-made token only, counting the open, and refuses it once revoked', async () => {
    await api.as('owner', async (query) => {
      const { rows } = await query<{ id: string }>(
        `insert into public.share_links (project_id, name, token_hash) values ('3b1f6a52-7c1e-4a8e-9f51-0c2d6f1a9e10', 'Acme', ${hashOf}) returning id`,
      );
      await query(`select set_config('request.jwt.claims', '{"role":"anon"}', true)`);
      await query('set local role anon');
      const open = (slug: string, token: string) => query<{ title: string }>('select title from public.shared_project($1, $2)', [slug, token]);
      expect((await open('claims-triage-dashboard', TOKEN)).rows).toEqual([{ title: 'Claims Triage Dashboard' }]);
      expect((await open('procurement-spend-cube', TOKEN)).rowCount).toBe(0);
      expect((await open('claims-triage-dashboard', `${TOKEN}x`)).rowCount).toBe(0);
      // Back to the owner, who reads the count the function recorded.
      await query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ sub: FIXTURE_USERS.owner, role: 'authenticated', aud: 'authenticated' })]);
      await query('set local role authenticated');
      const counted = await query<{ open_count: number }>('select open_count from public.share_links where id = $1', [rows[0]!.id]);
      expect(counted.rows).toEqual([{ open_count: 1 }]);
      await query('update public.share_links set revoked_at = now() where id = $1', [rows[0]!.id]);
      await query(`select set_config('request.jwt.claims', '{"role":"anon"}', true)`);
      await query('set local role anon');
      expect((await open('claims-triage-dashboard', TOKEN)).rowCount).toBe(0);
    });
  });

  it('answers a testimonial request once, through the server\'s key only, pending for the owner alone', async () => {
    const submit = (token: string) => `select public.submit_testimonial('${token}', 'Great.', 'Ada', 'CTO', 'Acme', true) as ok`;
    for (const caller of ['anon', 'stranger', 'owner'] as const) expect((await api.refusal(caller, submit(TOKEN))).code).toBe('42501');
    expect((await api.refusal('anon', 'select * from public.testimonial_submissions')).code).toBe('42501');
    expect((await api.refusal('owner', 'insert into public.testimonial_submissions (request_id, quote, author_name, author_role, company, consent) values (gen_random_uuid(), \'q\', \'a\', \'b\', \'c\', true)')).code).toBe('42501');
    await api.as('owner', async (query) => {
      await query(`insert into public.testimonial_requests (client_name, company, token_hash, expires_at) values ('Ada', 'Acme', ${hashOf}, now() + interval '1 day')`);
      await query(`select set_config('request.jwt.claims', '{"role":"service_role"}', true)`);
      await query('set local role service_role');
      expect((await query(submit(TOKEN))).rows).toEqual([{ ok: true }]);
      expect((await query(submit(TOKEN))).rows).toEqual([{ ok: false }]);
      await query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ sub: FIXTURE_USERS.stranger, role: 'authenticated', aud: 'authenticated' })]);
      await query('set local role authenticated');
      expect((await query('select id from public.testimonial_submissions')).rowCount).toBe(0);
      await query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ sub: FIXTURE_USERS.owner, role: 'authenticated', aud: 'authenticated' })]);
      expect((await query('select quote from public.testimonial_submissions')).rows).toEqual([{ quote: 'Great.' }]);
    });
  });

  it('shows anon a testimonial about a public project only once the project is published', async () => {
    const seen = await api.as('owner', async (query) => {
      const become = async (caller: 'anon' | 'owner') => {
        const claims = caller === 'anon' ? { role: 'anon' } : { sub: FIXTURE_USERS.owner, role: 'authenticated', aud: 'authenticated' };
        await query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)]);
        await query(`set local role ${caller === 'anon' ? 'anon' : 'authenticated'}`);
      };
      const { rows: [project] } = await query<{ id: string }>(
        `insert into public.projects (title, description, category, status, visibility) values ('Draft', 'd', 'other', 'draft', 'public') returning id`,
      );
      const { rows: [testimonial] } = await query<{ id: string }>(
        `insert into public.testimonials (quote, author_name, author_role, company, project_id) values ('Q', 'A', 'B', 'C', $1) returning id`, [project!.id],
      );
      const count = async () => (await query('select id from public.testimonials where id = $1', [testimonial!.id])).rowCount;
      const owner = await count();
      await become('anon');
      const anonWhileDraft = await count();
      await become('owner');
      await query(`update public.projects set status = 'published' where id = $1`, [project!.id]);
      await become('anon');
      return { owner, anonWhileDraft, anonOncePublished: await count() };
    });
    expect(seen).toEqual({ owner: 1, anonWhileDraft: 0, anonOncePublished: 1 });
  });

  it('refuses video addresses other than the three providers\' embeds', async () => {
    const judged = await api.as('anon', (query) => query<{ ok: boolean }>(
      `select private.is_video_url(u) as ok from unnest($1::text[]) u`,
      [['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'https://player.vimeo.com/video/76979871?h=abcdef', 'https://www.loom.com/embed/0123456789abcdef0123456789abcdef',
        'https://www.youtube.com/embed/dQw4w9WgXcQ', 'https://player.vimeo.com/video/1?autoplay=1', 'javascript:alert(1)']],
    ));
    expect(judged.rows.map((row) => row.ok)).toEqual([true, true, true, false, false, false]);
  });
});

describe('the site name on the profile', () => {
  it("is 'Portfolio' until the owner names the site, and readable by anyone", async () => {
    const { rows } = await api.as('anon', (query) => query('select site_name from public.profile'));
    expect(rows).toEqual([{ site_name: 'Portfolio' }]);
  });

  it('takes 1 to 60 characters on one line, from the owner only', async () => {
    const counts = await api.as('owner', async (query) => [
      (await query('update public.profile set site_name = $1', ['Morgan Data Studio'])).rowCount,
      (await query('update public.profile set site_name = $1', ['x'.repeat(60)])).rowCount,
      (await query('update public.profile set site_name = $1', ['  É ✓ 東京  '])).rowCount,
    ]);
    expect(counts).toEqual([1, 1, 1]);
    expect((await api.refusal('anon', `update public.profile set site_name = 'Defaced'`)).code).toBe('42501');
    expect((await api.as('stranger', (query) => query(`update public.profile set site_name = 'Defaced'`))).rowCount).toBe(0);
  });

  it.each([
    ['61 characters', 'x'.repeat(61)],
    ['a line break', 'Morgan\nStudio'],
    ['a tab', 'Morgan\tStudio'],
    ['U+0001', 'Morgan\u0001Studio'],
    ['DEL', 'Morgan\u007fStudio'],
  ])('refuses %s', async (_what, name) => {
    const error = await api.refusal('owner', 'update public.profile set site_name = $1', [name]);
    expect({ code: error.code, constraint: error.constraint }).toEqual({ code: '23514', constraint: 'profile_site_name_valid' });
  });
});

describe('availability and a booking page on the profile', () => {
  const fields = [
    [`update public.profile set availability = 'booked', availability_date = '2099-12-31'`],
    [`update public.profile set availability_note = 'Defaced'`],
    [`update public.profile set booking_url = 'https://evil.example/book'`],
  ];

  it.each(fields)('anon cannot: %s', async (text) => {
    expect((await api.refusal('anon', text)).code).toBe('42501');
  });

  it.each(fields)('a stranger changes no row with: %s', async (text) => {
    expect((await api.as('stranger', (query) => query(text))).rowCount).toBe(0);
  });

  it('are not shown and empty until the owner sets them', async () => {
    const { rows } = await api.as('anon', (query) => query('select availability, availability_date, availability_note, booking_url from public.profile'));
    expect(rows).toEqual([{ availability: 'hidden', availability_date: null, availability_note: null, booking_url: null }]);
  });

  it('take each status with the date it needs, a short note and an https booking page', async () => {
    const counts = await api.as('owner', async (query) => [
      (await query(`update public.profile set availability = 'available', availability_date = null, availability_note = 'Open to retainers'`)).rowCount,
      (await query(`update public.profile set availability = 'limited', availability_date = '2027-03-03'`)).rowCount,
      (await query(`update public.profile set availability = 'booked', availability_date = '2027-04-30', availability_note = $1`, ['x'.repeat(120)])).rowCount,
      (await query(`update public.profile set availability = 'hidden', availability_date = null, booking_url = 'https://calendly.com/sam/30min'`)).rowCount,
    ]);
    expect(counts).toEqual([1, 1, 1, 1]);
  });

  it.each([
    ['a status outside the list', `update public.profile set availability = 'busy'`, 'profile_availability_valid'],
    ['a booked status without a date', `update public.profile set availability = 'booked', availability_date = null`, 'profile_availability_date_valid'],
    ['a limited status without a date', `update public.profile set availability = 'limited'`, 'profile_availability_date_valid'],
    ['a date with status available', `update public.profile set availability = 'available', availability_date = '2027-04-30'`, 'profile_availability_date_valid'],
    ['a date while not shown', `update public.profile set availability_date = '2027-04-30'`, 'profile_availability_date_valid'],
    ['a date before 2000', `update public.profile set availability = 'booked', availability_date = '1999-12-31'`, 'profile_availability_date_valid'],
    ['a note too long', `update public.profile set availability_note = repeat('x', 121)`, 'profile_availability_note_length'],
    ['a blank note', `update public.profile set availability_note = E'\\u00a0\\n'`, 'profile_availability_note_length'],
    ['an http:// booking address', `update public.profile set booking_url = 'http://cal.com/sam'`, 'profile_booking_url_valid'],
    ['a javascript: booking address', `update public.profile set booking_url = 'javascript:alert(1)//https://cal.com'`, 'profile_booking_url_valid'],
    ['a booking address with a space', `update public.profile set booking_url = 'https://cal.com/sam carter'`, 'profile_booking_url_valid'],
  ])('refuses %s', async (_what, text, constraint) => {
    const error = await api.refusal('owner', text);
    expect({ code: error.code, constraint: error.constraint }).toEqual({ code: '23514', constraint });
  });
});

describe('insights: daily totals only the server writes and only owners read', () => {
  const hit = { hit_metric: 'visits', hit_path: '/contract', referrer_host: 'example.com', screen_class: 'l', visitor_key: 'key-1' };
  const record = `select public.record_insight_batch(jsonb_build_array($1::jsonb || jsonb_build_object('key_day', (now() at time zone 'utc')::date)))`;

  it('lets the secret key add hits and no API role touch the totals or the salt', async () => {
    for (const caller of ['anon', 'stranger', 'owner'] as const) {
      expect((await api.refusal(caller, record, [hit])).code).toBe('42501');
      expect((await api.refusal(caller, 'select * from public.insight_salt()')).code).toBe('42501');
      expect((await api.refusal(caller, `insert into public.insight_totals (day, metric, label, n) values (current_date, 'visits', '/x', 1)`)).code).toBe('42501');
      expect((await api.refusal(caller, 'select * from private.insight_visitors')).code).toBe('42501');
    }
    // One writer: the functions that wrote a hit per call are gone.
    for (const name of ['record_insight', 'record_insight_hit']) {
      expect((await api.refusal('service_role', `select '${name}'::regproc`)).code).toBe('42883');
    }
    expect((await api.refusal('anon', 'select * from public.insight_totals')).code).toBe('42501');
    expect((await api.refusal('service_role', 'select * from public.insight_totals')).code).toBe('42501');
    const counted = await api.as('service_role', async (query) => {
      await query(record, [hit]);
      await query(record, [hit]);
      // Read back as the owner, in the same (rolled-back) transaction.
      await query('set local role authenticated');
      await query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ sub: FIXTURE_USERS.owner, role: 'authenticated' })]);
      const { rows } = await query<{ metric: string; label: string; n: string }>(
        `select metric, label, n from public.insight_totals where day = (now() at time zone 'utc')::date and metric in ('visits', 'visitors', 'referrer', 'screen') and label in ('/contract', '', 'example.com', 'l') order by metric`,
      );
      return rows;
    });
    // Two hits of one visitor: two visits, one visitor (plus what the seed put on today).
    const n = (metric: string) => Number(counted.find((row) => row.metric === metric)?.n);
    expect(n('visits')).toBe(2);
    expect(n('referrer')).toBe(2);
  });

  it('runs the batch function as its owner, with a fixed search_path, for service_role only', async () => {
    const { rows } = await api.as('service_role', (query) =>
      query<{ definer: boolean; config: string[]; callers: string[] }>(
        `select p.prosecdef as definer, p.proconfig as config,
           array(select r.rolname::text from pg_roles r where has_function_privilege(r.oid, p.oid, 'execute') and r.rolname in ('anon', 'authenticated', 'service_role') order by 1) as callers
         from pg_proc p where p.oid = 'public.record_insight_batch(jsonb)'::regprocedure`,
      ),
    );
    expect(rows).toEqual([{ definer: true, config: ['search_path=""'], callers: ['service_role'] }]);
  });

  it('shows the totals to the owner and nothing to a stranger', async () => {
    const seeded = (caller: Caller) => api.as(caller, async (query) => (await query<{ n: string }>('select count(*) as n from public.insight_totals')).rows[0]!.n);
    expect(Number(await seeded('owner'))).toBeGreaterThan(0);
    expect(Number(await seeded('stranger'))).toBe(0);
    const report = await api.as('stranger', async (query) => (await query<{ r: { totals: unknown[] } }>('select public.insight_report(7) as r')).rows[0]!.r);
    expect(report.totals).toEqual([]);
  });
});

describe('JSON Resume: the switch and the import', () => {
  const importResume = 'select public.import_resume($1, $2, $3) as done';
  const profileFields = { name: 'Alex Morgan', role: 'Data Engineer', intro: 'I build data platforms.', contact_email: 'alex@example.org', code_url: 'https://github.com/alexm', network_url: null, other_links: [] };
  const entry = { role: 'Data Engineer', organisation: 'Acme', location: null, start_month: '2021-04-01', end_month: null, is_current: true, summary: 'Pipelines.', highlights: ['Faster loads'], technologies: ['dbt'] };
  const skill = { title: 'SQL', description: 'PostgreSQL, T-SQL', icon: 'database', color: 'sky' };
  const args = (entries: unknown[] | null = [entry], skills: unknown[] | null = [skill]) => [profileFields, entries && JSON.stringify(entries), skills && JSON.stringify(skills)];
  const state = (query: Query) =>
    query<{ name: string; experience: number; skills: number }>(
      `select (select name from public.profile), (select count(*)::int from public.experience) as experience, (select count(*)::int from public.skills) as skills`,
    ).then(({ rows }) => rows[0]);

  it('offers /resume.json by default; anyone reads the switch, only the owner turns it', async () => {
    expect((await api.as('anon', (query) => query('select resume_public from public.profile'))).rows).toEqual([{ resume_public: true }]);
    expect((await api.refusal('anon', 'update public.profile set resume_public = false')).code).toBe('42501');
    expect((await api.as('stranger', (query) => query('update public.profile set resume_public = false'))).rowCount).toBe(0);
    expect((await api.as('owner', (query) => query('update public.profile set resume_public = false'))).rowCount).toBe(1);
  });

  it('runs with the caller’s rights, with a fixed search_path, for signed-in callers only', async () => {
    const { rows } = await api.as('service_role', (query) =>
      query<{ definer: boolean; config: string[]; callers: string[] }>(
        `select p.prosecdef as definer, p.proconfig as config,
           array(select r.rolname::text from pg_roles r where has_function_privilege(r.oid, p.oid, 'execute') and r.rolname in ('anon', 'authenticated', 'service_role') order by 1) as callers
         from pg_proc p where p.oid = 'public.import_resume(jsonb, jsonb, jsonb)'::regprocedure`,
      ),
    );
    expect(rows).toEqual([{ definer: false, config: ['search_path=""'], callers: ['authenticated'] }]);
    expect((await api.refusal('anon', importResume, args())).code).toBe('42501');
  });

  it('changes nothing for a signed-in stranger', async () => {
    const [done, after] = await api.as('stranger', async (query) => [(await query<{ done: boolean }>(importResume, args())).rows[0]!.done, await state(query)] as const);
    expect(done).toBe(false);
    expect(after).toEqual({ name: 'Sam Carter', experience: 3, skills: 6 });
  });

  it('writes the profile’s fields and replaces the lists for the owner; a null list is kept', async () => {
    const done = await api.as('owner', async (query) => {
      const replaced = [(await query<{ done: boolean }>(importResume, args())).rows[0]!.done, await state(query)];
      const kept = [(await query<{ done: boolean }>(importResume, args(null, null))).rows[0]!.done, await state(query)];
      const order = (await query<{ title: string; display_order: number }>('select title, display_order from public.skills order by display_order')).rows;
      return { replaced, kept, order };
    });
    expect(done).toEqual({
      replaced: [true, { name: 'Alex Morgan', experience: 1, skills: 1 }],
      kept: [true, { name: 'Alex Morgan', experience: 1, skills: 1 }],
      order: [{ title: 'SQL', display_order: 1 }],
    });
  });

  it.each([
    ['an entry', [entry, { ...entry, summary: ' ' }], [skill], 'experience_summary_length'],
    ['a skill', [entry], [skill, { ...skill, title: 'Other', icon: 'rocket' }], 'skills_icon_valid'],
    ['a thirteenth skill', [entry], Array.from({ length: 13 }, (_, i) => ({ ...skill, title: `Skill ${i}` })), 'skills_count'],
  ])('refuses it all when %s is refused', async (_what, entries, skills, constraint) => {
    const outcome = await api.as('owner', async (query) => {
      await query('savepoint before_import');
      const error = await query(importResume, args(entries, skills)).then(() => null, (refused: { constraint?: string }) => refused);
      await query('rollback to savepoint before_import');
      return { constraint: error?.constraint, after: await state(query) };
    });
    expect(outcome).toEqual({ constraint, after: { name: 'Sam Carter', experience: 3, skills: 6 } });
  });
});
