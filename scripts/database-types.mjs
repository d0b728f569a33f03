// lib/supabase/database.types.ts: the `Database` type of the schema the app reaches through the
// API, made by the generator `supabase gen types typescript` runs (postgres-meta's, published on
// its own as @supabase/postgrest-typegen) with that command's options, so the file is what the
// CLI would write for a project with these migrations.
import { fileURLToPath } from 'node:url';
import { generateTypescript, introspect, sortGeneratorMetadata } from '@supabase/postgrest-typegen';
import { connect } from './harness/postgres.mjs';

export const DATABASE_TYPES_FILE = fileURLToPath(new URL('../lib/supabase/database.types.ts', import.meta.url));

/** What PostgREST serves: the tables, and the functions called through rpc(). */
const API_SCHEMAS = ['public'];

const HEADER = '// Generated from supabase/migrations by `npm run db:types`: change a migration, not this file.\n\n';

/**
 * The file's text, from a server prepared by prepareProject (scripts/harness/postgres.mjs). With
 * `migration`, the types the schema would have after it: it runs in a transaction that is rolled
 * back once the schema is read, so the server is left as it was.
 * @param {{ port: number, password: string }} server
 * @param {{ migration?: string }} [options]
 * @returns {Promise<string>}
 */
export async function generateDatabaseTypes(server, { migration } = {}) {
  // As the migrations' owner, so every object is visible.
  const client = await connect(server, 'postgres');
  try {
    if (migration) await client.query(`begin;\n${migration}`);
    // Introspection sends its queries all at once; one connection takes them one at a time.
    let previous = Promise.resolve();
    const queued = {
      query: (/** @type {string} */ text) => {
        const result = previous.then(() => client.query(text));
        previous = result.then(() => undefined, () => undefined);
        return result;
      },
    };
    // Sorted first: the catalog returns rows in whatever order they lie on disk.
    const metadata = sortGeneratorMetadata(await introspect(queued, { includedSchemas: API_SCHEMAS }));
    if (migration) await client.query('rollback');
    return HEADER + (await generateTypescript(metadata, { detectOneToOneRelationships: true }));
  } finally {
    await client.end();
  }
}
