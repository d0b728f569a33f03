import { readFileSync } from 'node:fs';
import { expect, inject, it } from 'vitest';
import { DATABASE_TYPES_FILE, generateDatabaseTypes } from '../../scripts/database-types.mjs';

// The committed Database type is what the migrations generate, so the typed clients cannot
// drift from the schema: a migration and its types land in the same commit.
it('lib/supabase/database.types.ts matches supabase/migrations', async () => {
  const generated = await generateDatabaseTypes(inject('postgres'));
  const committed = readFileSync(DATABASE_TYPES_FILE, 'utf8');
  // The diff's + lines are what the migrations have and the committed file lacks.
  expect(generated, 'lib/supabase/database.types.ts differs from what supabase/migrations generate: run `npm run db:types` and commit the file').toBe(committed);
});
