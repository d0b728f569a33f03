import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { FIXTURE_USERS } from './fixtures';

export { FIXTURE_MESSAGE, FIXTURE_USERS, LEGACY_MESSAGES, UPGRADE_ROWS } from './fixtures';

export type Caller = 'anon' | 'stranger' | 'owner' | 'service_role';

const ROLE: Record<Caller, string> = { anon: 'anon', stranger: 'authenticated', owner: 'authenticated', service_role: 'service_role' };

function claimsOf(caller: Caller): Record<string, string> {
  if (caller === 'stranger' || caller === 'owner') return { sub: FIXTURE_USERS[caller], role: 'authenticated', aud: 'authenticated' };
  return { role: caller };
}

export type Query = <Row extends pg.QueryResultRow = Record<string, unknown>>(text: string, values?: unknown[]) => Promise<pg.QueryResult<Row>>;

/**
 * One connection as `authenticator`, the role PostgREST logs in as, to one of the global setup's
 * servers, for a test file. Each call of `as` runs in a transaction that switches role and claims
 * as PostgREST does for a request, and is always rolled back, so tests never see each other's writes.
 */
export function connectAsApi(server: 'postgres' | 'postgresUpgraded' = 'postgres') {
  let client: pg.Client;
  beforeAll(async () => {
    const { port, password } = inject(server);
    client = new pg.Client({ host: '127.0.0.1', port, user: 'authenticator', password, database: 'postgres' });
    await client.connect();
  });
  afterAll(async () => {
    await client?.end();
  });

  async function as<T>(caller: Caller, run: (query: Query) => Promise<T>): Promise<T> {
    await client.query('begin');
    try {
      await client.query(`set local role ${ROLE[caller]}`);
      await client.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claimsOf(caller))]);
      return await run((text, values) => client.query(text, values));
    } finally {
      await client.query('rollback');
    }
  }

  /** The error `text` raises as `caller` (fails the test when it succeeds). */
  async function refusal(caller: Caller, text: string, values?: unknown[]): Promise<pg.DatabaseError> {
    const outcome = await as(caller, (query) => query(text, values).then(
      (result) => ({ result }),
      (error: pg.DatabaseError) => ({ error }),
    ));
    if ('result' in outcome) throw new Error(`${caller} was allowed: ${text} (${outcome.result.rowCount} rows)`);
    return outcome.error;
  }

  return { as, refusal };
}
