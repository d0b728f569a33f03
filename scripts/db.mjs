// npm run db:start | db:reset | db:status for the local backend.
import { defaultProject, isRunning, localSecrets, resetDatabase, startBackend, urlOf, DEFAULT_OWNER } from './local-supabase.mjs';

const project = defaultProject();
const command = process.argv[2];

if (command === 'status') {
  const running = await isRunning(project);
  const { publishableKey, secretKey } = localSecrets(project);
  console.log(`NEXT_PUBLIC_SUPABASE_URL=${urlOf(project)}`);
  console.log(`NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY=${publishableKey}`);
  console.log(`SUPABASE_SECRET_KEY=${secretKey}`);
  console.error(running ? '# local backend: running' : '# local backend: stopped (npm run db:start)');
} else if (command === 'reset' || command === 'start') {
  if (await isRunning(project)) {
    console.error(`The local backend is running on ${urlOf(project)}; stop it first (only one process may open the database).`);
    process.exit(1);
  }
  if (command === 'reset') {
    await resetDatabase(project);
    console.log('Database wiped, migrated and seeded.');
  }
  // After a reset this only creates the owner account.
  const backend = await startBackend(project);
  if (command === 'reset') {
    await backend.stop();
    console.log(`Owner account ready: ${DEFAULT_OWNER.email}`);
  } else {
    console.log(`\nLocal backend on ${backend.url}  (Ctrl-C stops it)`);
    console.log(`NEXT_PUBLIC_SUPABASE_URL=${backend.url}`);
    console.log(`NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY=${backend.publishableKey}`);
    console.log(`SUPABASE_SECRET_KEY=${backend.secretKey}`);
    console.log(`Owner: ${backend.owner.email} / ${backend.owner.password}  (local only)`);
    const stop = async () => {
      await backend.stop();
      process.exit(0);
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  }
} else {
  console.error('usage: node scripts/db.mjs start|reset|status');
  process.exit(2);
}
