// What the global setup stores and hands to the tests (no vitest imports: it runs in the main process).

export type PostgresAccess = { port: number; password: string };

/** Accounts the global setup adds to auth.users; only `owner` is in private.owners. */
export const FIXTURE_USERS = {
  owner: '00000000-0000-4000-8000-00000000000a',
  stranger: '00000000-0000-4000-8000-00000000000b',
} as const;

/** A message the global setup stores (as postgres, the table's owner). */
export const FIXTURE_MESSAGE = '00000000-0000-4000-8000-0000000000c1';

/**
 * Messages stored before the forms' rules reached the database, as a direct API call could:
 * that migration removes the ones its rules refuse and keeps the rest.
 */
export const LEGACY_MESSAGES = {
  before: '20261124000200_database_agrees_with_forms.sql',
  rows: [
    { id: '00000000-0000-4000-8000-0000000000d1', name: 'Kept', email: 'kept@example.com', kept: true },
    { id: '00000000-0000-4000-8000-0000000000d2', name: 'Bcc', email: 'bcc@example.com?bcc=eve%40example.com', kept: false },
    { id: '00000000-0000-4000-8000-0000000000d3', name: '\n', email: 'blank@example.com', kept: false },
  ],
} as const;
