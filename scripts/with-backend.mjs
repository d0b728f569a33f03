// `npm run dev|build|start`: runs `next <command>` against the configured Supabase, or,
// when none is configured, against the local backend, started (and stopped) here.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { Writable } from 'node:stream';
import nextEnv from '@next/env';
import { defaultProject, isRunning, localSecrets, repoRoot, startBackend, urlOf } from './local-supabase.mjs';

const args = process.argv.slice(2);
const command = args[1];
nextEnv.loadEnvConfig(repoRoot, command === 'dev');

const portArg = args.findIndex((a) => a === '-p' || a === '--port');
const sitePort = portArg >= 0 ? args[portArg + 1] : process.env.PORT || '3000';

async function resolveBackend() {
  if (process.env.NEXT_PUBLIC_SUPABASE_URL) {
    console.log(`Using Supabase at ${process.env.NEXT_PUBLIC_SUPABASE_URL}`);
    return { env: {}, stop: async () => {} };
  }
  const project = defaultProject();
  const connect = (backend) => ({
    NEXT_PUBLIC_SUPABASE_URL: backend.url,
    NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: backend.publishableKey,
  });
  if (await isRunning(project)) {
    console.log(`Using the local backend already running on ${urlOf(project)}`);
    return { env: connect({ url: urlOf(project), publishableKey: localSecrets(project).publishableKey }), stop: async () => {} };
  }
  console.log('Starting the local backend (@supabase/lite on PGlite)…');
  const backend = await startBackend(project, { log: prefixed('[supabase] ') });
  console.log(`Local backend ready on ${backend.url} (${backend.state}, ${(backend.bootMs / 1000).toFixed(1)} s)`);
  return { env: connect(backend), stop: backend.stop, owner: backend.owner };
}

function prefixed(prefix) {
  return new (class extends Writable {
    _write(chunk, _enc, done) {
      for (const line of chunk.toString().split('\n')) if (line.trim()) process.stdout.write(`${prefix}${line}\n`);
      done();
    }
  })();
}

const backend = await resolveBackend();
if (backend.owner && command !== 'build') {
  console.log(`\n  Site:         http://localhost:${sitePort}`);
  console.log(`  Admin login:  ${backend.owner.email} / ${backend.owner.password}  (local only)\n`);
}

const next = spawn(process.execPath, [path.join(repoRoot, 'node_modules', 'next', 'dist', 'bin', 'next'), ...args.slice(1)], {
  stdio: 'inherit',
  env: { NEXT_TELEMETRY_DISABLED: '1', ...process.env, ...backend.env },
});

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopping = true;
    next.kill(signal);
  });
}
next.on('exit', async (code, signal) => {
  await backend.stop();
  process.exit(stopping ? 0 : (code ?? (signal ? 1 : 0)));
});
