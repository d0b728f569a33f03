// @ts-check
// What a content archive carries: the tables, in the order their rows are written back (a table
// before the tables that point at it), and the Storage buckets whose files travel with them. The
// one declaration the export, the import, the admin page and the docs follow; the database
// functions (supabase/migrations/20261206000500_content_archive.sql) reach only tables of the
// public schema, so the private schema (throttle counters, salts, visitor keys, owners) and auth
// never travel. Plain JavaScript: `npm run content:export|import` runs it without a compiler.
//
// A new table of the public schema: add it here, after the tables it points at (or to
// STAYS_BEHIND, with the reason); tests/postgres/content-archive.test.ts fails until it is in
// one of the two, and the round trip (tests/integration/content-archive.test.ts) then carries it.

/**
 * @typedef {keyof import('../supabase/database.types').Database['public']['Tables']} TableName
 * @typedef {'project-images' | 'project-images-private' | 'people' | 'profile-files' | 'testimonial-uploads'} Bucket
 * @typedef {{
 *   name: TableName,
 *   columns: '*' | readonly string[],
 *   never?: readonly string[],
 *   buckets?: readonly Bucket[],
 *   only?: 'insights',
 * }} ArchiveTable
 *   columns: '*' for every stored column (generated ones are the database's to make), or a list;
 *   never: columns that never leave the database, whatever `columns` says;
 *   buckets: where the files its rows name are stored (each bucket travels whole);
 *   only: carried only when asked for (the Insights totals).
 */

/** @type {readonly ArchiveTable[]} */
export const ARCHIVE_TABLES = [
  { name: 'profile', columns: '*', buckets: ['profile-files', 'people'] },
  { name: 'projects', columns: '*', buckets: ['project-images', 'project-images-private'] },
  { name: 'project_slugs', columns: '*' },
  // Only the hashes of the tokens exist: the owner's links keep working.
  { name: 'share_links', columns: '*' },
  { name: 'skills', columns: '*' },
  { name: 'experience', columns: '*' },
  { name: 'testimonials', columns: '*', buckets: ['people'] },
  { name: 'posts', columns: '*', buckets: ['project-images'] },
  { name: 'post_slugs', columns: '*' },
  { name: 'services', columns: '*' },
  // sender_hash is a keyed hash of the sender's network address, made with the server's secret.
  { name: 'messages', columns: '*', never: ['sender_hash'] },
  { name: 'message_stage_changes', columns: '*' },
  { name: 'testimonial_requests', columns: '*' },
  { name: 'testimonial_submissions', columns: '*', buckets: ['testimonial-uploads'] },
  { name: 'proposals', columns: '*' },
  { name: 'proposal_lines', columns: '*' },
  // Payments and the Stripe events that recorded them: the accountant's record travels too.
  { name: 'payments', columns: '*' },
  { name: 'payment_events', columns: '*' },
  // The owner's history of the tables above: its states name their files, which those buckets carry.
  { name: 'revisions', columns: '*' },
  { name: 'insight_totals', columns: '*', only: 'insights' },
];

/**
 * Tables of the public schema that stay behind, each with the reason. None yet: everything the
 * owner made travels.
 * @type {Readonly<Partial<Record<TableName, string>>>}
 */
export const STAYS_BEHIND = {};

/**
 * The tables an archive carries, in order.
 * @param {{ insights?: boolean }} [options]
 */
export const archiveTables = ({ insights = false } = {}) => ARCHIVE_TABLES.filter((table) => !table.only || (table.only === 'insights' && insights));

/**
 * Every bucket the tables' files live in, each once.
 * @param {readonly ArchiveTable[]} [tables]
 * @returns {Bucket[]}
 */
export const archiveBuckets = (tables = ARCHIVE_TABLES) => [...new Set(tables.flatMap((table) => table.buckets ?? []))];

/**
 * What the database's export_content takes: each table's name, its columns (absent: every
 * stored one) and those that never leave.
 * @param {readonly ArchiveTable[]} tables
 */
export const exportRequest = (tables) =>
  tables.map(({ name, columns, never = [] }) => ({ name, ...(columns === '*' ? {} : { columns: [...columns] }), never: [...never] }));
