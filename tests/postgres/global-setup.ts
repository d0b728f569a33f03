import type { TestProject } from 'vitest/node';
import { applyAs, prepareProject, startServer } from '../../scripts/harness/postgres.mjs';
import { freePort } from '../../scripts/harness/processes.mjs';
import { FIXTURE_MESSAGE, FIXTURE_USERS, LEGACY_MESSAGES, type PostgresAccess } from './fixtures';

declare module 'vitest' {
  export interface ProvidedContext {
    postgres: PostgresAccess;
  }
}

/**
 * A real PostgreSQL prepared as a hosted Supabase project is (scripts/harness/postgres.mjs),
 * with messages stored before the forms' rules reached the database and the tests' own accounts.
 */
export default async function setup(project: TestProject) {
  const server = await startServer(await freePort());
  try {
    await prepareProject(server, {
      stepsBefore: {
        [LEGACY_MESSAGES.before]: [['legacy messages', `insert into public.messages (id, name, email, message)
          select id, name, email, 'Hello' from jsonb_to_recordset('${JSON.stringify(LEGACY_MESSAGES.rows).replace(/'/g, "''")}') as r(id uuid, name text, email text);`]],
      },
    });
    await applyAs(server, 'postgres', [
      ['fixture users', [
        `insert into auth.users (id, email, role, aud) values ${Object.entries(FIXTURE_USERS).map(([name, id]) => `('${id}', '${name}@example.com', 'authenticated', 'authenticated')`).join(', ')};`,
        `insert into private.owners (user_id) values ('${FIXTURE_USERS.owner}');`,
        `insert into public.messages (id, name, email, message) values ('${FIXTURE_MESSAGE}', 'Ann', 'ann@example.com', 'Hello');`,
      ].join('\n')],
    ]);

    // One random password for every login role: the server listens on loopback for this run only.
    project.provide('postgres', { port: server.port, password: server.password });
  } catch (error) {
    await server.stop();
    throw error;
  }
  return () => server.stop();
}
