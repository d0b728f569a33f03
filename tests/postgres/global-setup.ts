import type { TestProject } from 'vitest/node';
import { applyAs, prepareProject, startServer } from '../../scripts/harness/postgres.mjs';
import { freePort } from '../../scripts/harness/processes.mjs';
import { FIXTURE_MESSAGE, FIXTURE_USERS, LEGACY_MESSAGES, UPGRADE_ROWS, type PostgresAccess } from './fixtures';

declare module 'vitest' {
  export interface ProvidedContext {
    postgres: PostgresAccess;
    postgresUpgraded: PostgresAccess;
  }
}

type Server = Awaited<ReturnType<typeof startServer>>;

const { images, caseStudies, round2, references } = UPGRADE_ROWS;

/** The upgrade tests' rows, each written in the shape its schema had, just before the migration under test. */
const UPGRADE_STEPS = {
  [images.before]: [['projects with an image_url and a gallery', `insert into public.projects (id, title, description, category, image_url, gallery) values
    ('${images.both}', 'Both', 'd', 'other', '/demo/a.webp', array['https://cdn.example.com/b.png', '/demo/c.webp']),
    ('${images.galleryOnly}', 'Gallery only', 'd', 'other', null, array['/demo/d.webp']),
    ('${images.none}', 'None', 'd', 'other', null, '{}');`]],
  [caseStudies.before]: [['projects without slugs', `insert into public.projects (id, title, description, category) values
    ('${caseStudies.first}', 'Café Déjà Vu', E'Plain text.\\nSecond line.', 'other'),
    ('${caseStudies.sameTitle}', 'Café Déjà Vu', 'The same title, added later.', 'other'),
    ('${caseStudies.noLetters}', '!!!', 'Nothing to make a slug from.', 'other');`]],
  [round2.before]: [
    ['rows through the NULL gaps', `
      insert into public.projects (id, title, description, category, technologies) values ('${round2.nullTechnology}', 'Null technology', 'd', 'other', array['PHP', null, 'WordPress']);
      insert into public.projects (id, title, description, category, status, visibility) values ('${round2.draft}', 'Draft', 'd', 'other', 'draft', 'public');
      insert into public.posts (id, title, summary, body, cover_alt) values ('${round2.altOnlyPost}', 'Alt only', 's', 'b', 'A cover that is not there');
      insert into public.experience (id, role, organisation, start_month, is_current, summary, highlights, technologies)
        values ('${round2.experience}', 'R', 'O', '2020-01-01', true, 'S', array[null, 'Shipped'], array[null, 'PHP']);
      insert into public.testimonials (id, quote, author_name, author_role, company, project_id) values ('${round2.aboutDraft}', 'Q', 'A', 'B', 'C', '${round2.draft}');`],
    // What the migration changes for visitors: until it, they read a testimonial about a draft.
    ['a visitor reads the testimonial about a draft', `set local role anon;
      do $$ begin
        if not exists (select 1 from public.testimonials where id = '${round2.aboutDraft}') then
          raise exception 'before the round-2 migration, a visitor should read the testimonial about a draft';
        end if;
      end $$;`],
  ],
  [references.before]: [['proposals without references', `
    insert into public.proposals (id, client_name, title, currency, valid_until, token_hash, created_at) values
      ('${references.first}', 'Acme', 'First', 'EUR', '2999-12-31', repeat('a', 64), '2026-03-01T10:00:00Z'),
      ('${references.second}', 'Beta', 'Second', 'EUR', '2999-12-31', repeat('b', 64), '2026-05-01T10:00:00Z'),
      ('${references.nextYear}', 'Gamma', 'Next year', 'EUR', '2999-12-31', repeat('c', 64), '2027-01-02T10:00:00Z');
    update public.proposals set status = 'declined', answered_at = now() where id = '${references.first}';
    insert into public.proposals (id, previous_id, client_name, title, currency, valid_until, token_hash, created_at) values
      ('${references.firstV2}', '${references.first}', 'Acme', 'First, revised', 'EUR', '2999-12-31', repeat('d', 64), '2027-02-01T10:00:00Z');`]],
} satisfies Record<string, [string, string][]>;

/** A server started and prepared by `prepare`, stopped if that fails. */
async function preparedServer(prepare: (server: Server) => Promise<void>): Promise<Server> {
  const server = await startServer(await freePort());
  try {
    await prepare(server);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}

/**
 * Two real PostgreSQL servers prepared as a hosted Supabase project is (scripts/harness/postgres.mjs):
 * one with messages stored before the forms' rules reached the database and the tests' own
 * accounts, the other with the upgrade tests' older rows (on a server of its own, so the other
 * tests see exactly the seed).
 */
/** The tests' accounts, the owner among them (on both servers: the upgrade tests read as the owner too). */
const FIXTURE_ACCOUNTS: [string, string] = ['fixture users', [
  `insert into auth.users (id, email, role, aud) values ${Object.entries(FIXTURE_USERS).map(([name, id]) => `('${id}', '${name}@example.com', 'authenticated', 'authenticated')`).join(', ')};`,
  `insert into private.owners (user_id) values ('${FIXTURE_USERS.owner}');`,
].join('\n')];

export default async function setup(project: TestProject) {
  const [main, upgraded] = await Promise.allSettled([
    preparedServer(async (server) => {
      await prepareProject(server, {
        stepsBefore: {
          [LEGACY_MESSAGES.before]: [['legacy messages', `insert into public.messages (id, name, email, message)
            select id, name, email, 'Hello' from jsonb_to_recordset('${JSON.stringify(LEGACY_MESSAGES.rows).replace(/'/g, "''")}') as r(id uuid, name text, email text);`]],
        },
      });
      await applyAs(server, 'postgres', [
        FIXTURE_ACCOUNTS,
        ['fixture message', `insert into public.messages (id, name, email, message) values ('${FIXTURE_MESSAGE}', 'Ann', 'ann@example.com', 'Hello');`],
      ]);
    }),
    preparedServer(async (server) => {
      await prepareProject(server, { stepsBefore: UPGRADE_STEPS });
      await applyAs(server, 'postgres', [FIXTURE_ACCOUNTS]);
    }),
  ]);
  const servers = [main, upgraded].flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
  const stopAll = () => Promise.all(servers.map((server) => server.stop())).then(() => {});
  if (main.status === 'rejected' || upgraded.status === 'rejected') {
    await stopAll();
    throw main.status === 'rejected' ? main.reason : (upgraded as PromiseRejectedResult).reason;
  }
  // One random password for every login role: each server listens on loopback for this run only.
  project.provide('postgres', { port: main.value.port, password: main.value.password });
  project.provide('postgresUpgraded', { port: upgraded.value.port, password: upgraded.value.password });
  return stopAll;
}
