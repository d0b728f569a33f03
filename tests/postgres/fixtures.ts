// What the global setup stores and hands to the tests (no vitest imports: it runs in the main process).

export type PostgresAccess = { port: number; password: string; migrations: string[] };

/** Accounts the global setup adds to auth.users; only `owner` is in private.owners. */
export const FIXTURE_USERS = {
  owner: '00000000-0000-4000-8000-00000000000a',
  stranger: '00000000-0000-4000-8000-00000000000b',
} as const;

/** A message the global setup stores (as postgres, the table's owner). */
export const FIXTURE_MESSAGE = '00000000-0000-4000-8000-0000000000c1';
