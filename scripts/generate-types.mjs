// npm run db:types: writes lib/supabase/database.types.ts from supabase/migrations, applied to a
// throw-away PostgreSQL prepared as a hosted project (the real-PostgreSQL tests' server).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DATABASE_TYPES_FILE, generateDatabaseTypes } from './database-types.mjs';
import { prepareProject, startServer } from './harness/postgres.mjs';
import { freePort } from './harness/processes.mjs';

// Leaving through exit lets the server's own exit hook stop it and remove its data directory.
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(130));

const started = performance.now();
const server = await startServer(await freePort());
let text;
try {
  await prepareProject(server);
  text = await generateDatabaseTypes(server);
} finally {
  await server.stop();
}

const before = (() => {
  try {
    return readFileSync(DATABASE_TYPES_FILE, 'utf8');
  } catch {
    return null;
  }
})();
const file = path.relative(process.cwd(), DATABASE_TYPES_FILE);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (before === text) {
  console.log(`${file} is up to date (${seconds} s).`);
} else {
  writeFileSync(DATABASE_TYPES_FILE, text);
  console.log(`Wrote ${file} (${seconds} s). Commit it with the migration.`);
}
