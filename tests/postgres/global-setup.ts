import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../scripts/harness/processes.mjs';
import { FIXTURE_MESSAGE, FIXTURE_USERS, LEGACY_MESSAGES, type PostgresAccess } from './fixtures';
import { startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    postgres: PostgresAccess;
  }
}

const sql = (...parts: string[]) => readFileSync(path.resolve(...parts), 'utf8');

async function connect(port: number, user: string, password: string) {
  const client = new pg.Client({ host: '127.0.0.1', port, user, password, database: 'postgres' });
  await client.connect();
  return client;
}

/** Runs `text` as `user` in one transaction, naming the file when it fails. */
async function apply(port: number, user: string, password: string, files: [name: string, text: string][]) {
  const client = await connect(port, user, password);
  try {
    for (const [name, text] of files) {
      try {
        await client.query(`begin;\n${text}\ncommit;`);
      } catch (error) {
        await client.query('rollback');
        throw new Error(`${name} failed as ${user}: ${(error as Error).message}`);
      }
    }
  } finally {
    await client.end();
  }
}

/**
 * A real PostgreSQL prepared as a hosted Supabase project is: Supabase's roles, auth and storage
 * schemas, then every migration and the seed applied by `postgres`, which is not a superuser.
 */
export default async function setup(project: TestProject) {
  const server = await startServer(await freePort());
  try {
    // One random password for every login role: the server listens on loopback for this run only.
    const { port, superuser, password } = server;
    const admin = await connect(port, superuser, password);
    try {
      // As Supabase's migrate.sh does before its init scripts.
      await admin.query(`create role postgres superuser login password '${password}'; alter database postgres owner to postgres;`);
    } finally {
      await admin.end();
    }
    const vendored = path.resolve('tests/postgres/supabase');
    await apply(port, 'postgres', password, ['1-init.sql', '2-auth.sql', '3-storage.sql'].map((name) => [name, sql(vendored, name)]));
    await apply(port, superuser, password, [
      ['4-demote-postgres.sql', sql(vendored, '4-demote-postgres.sql')],
      ['authenticator login', `alter role authenticator login password '${password}';`],
    ]);

    const migrations = readdirSync(path.resolve('supabase/migrations')).filter((name) => name.endsWith('.sql')).sort();
    const migration = (name: string): [string, string] => [name, sql('supabase/migrations', name)];
    await apply(port, 'postgres', password, [
      ['is postgres a superuser?', `do $$ begin if (select rolsuper from pg_roles where rolname = current_user) then raise exception 'postgres is a superuser'; end if; end $$;`],
      ...migrations.filter((name) => name < LEGACY_MESSAGES.before).map(migration),
      ['legacy messages', `insert into public.messages (id, name, email, message)
        select id, name, email, 'Hello' from jsonb_to_recordset('${JSON.stringify(LEGACY_MESSAGES.rows).replace(/'/g, "''")}') as r(id uuid, name text, email text);`],
      ...migrations.filter((name) => name >= LEGACY_MESSAGES.before).map(migration),
      ['seed.sql', sql('supabase/seed.sql')],
      ['fixture users', [
        `insert into auth.users (id, email, role, aud) values ${Object.entries(FIXTURE_USERS).map(([name, id]) => `('${id}', '${name}@example.com', 'authenticated', 'authenticated')`).join(', ')};`,
        `insert into private.owners (user_id) values ('${FIXTURE_USERS.owner}');`,
        `insert into public.messages (id, name, email, message) values ('${FIXTURE_MESSAGE}', 'Ann', 'ann@example.com', 'Hello');`,
      ].join('\n')],
    ]);

    project.provide('postgres', { port, password });
  } catch (error) {
    await server.stop();
    throw error;
  }
  return () => server.stop();
}
