// `npm run dev|build|start` (and build:local / start:local): `next <command>` against the
// configured Supabase or, where allowed (scripts/launch-plan.mjs), the local backend, started
// and stopped here.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { Writable } from 'node:stream';
import nextEnv from '@next/env';
import { confirmLinkFromMail, planLaunch } from './launch-plan.mjs';
import { defaultProject, repoRoot, serveBackend } from './local-supabase.mjs';

const argv = process.argv.slice(2);
nextEnv.loadEnvConfig(repoRoot, argv.includes('dev'));

const plan = planLaunch(argv, process.env);
if ('error' in plan) {
  console.error(`\n${plan.error}\n`);
  process.exit(1);
}

const portAt = plan.nextArgs.findIndex((arg) => arg === '-p' || arg === '--port');
const sitePort = portAt >= 0 ? plan.nextArgs[portAt + 1] : process.env.PORT || '3000';
const siteOrigin = `http://${plan.host || 'localhost'}:${sitePort}`;

/** Backend output, prefixed; auth e-mails it prints get a ready-to-open app link. */
function backendLog() {
  return new (class extends Writable {
    _write(chunk, _encoding, done) {
      for (const line of chunk.toString().split('\n')) {
        if (!line.trim()) continue;
        process.stdout.write(`[supabase] ${line}\n`);
        const link = confirmLinkFromMail(line, siteOrigin);
        if (link) process.stdout.write(`[supabase] → open ${link}\n`);
      }
      done();
    }
  })();
}

async function resolveBackend() {
  if (!plan.useLocal) {
    console.log(`Using Supabase at ${process.env.NEXT_PUBLIC_SUPABASE_URL}`);
    return { env: {}, stop: async () => {} };
  }
  console.log('Local backend (@supabase/lite on PGlite)…');
  // A build serves nothing; otherwise off loopback the accounts are checked first.
  const backend = await serveBackend(defaultProject(), { host: plan.command === 'build' ? null : plan.host, log: backendLog() }).catch((error) => {
    console.error(`\n${error.message}\n`);
    process.exit(1);
  });
  console.log(
    backend.reused
      ? `Using the local backend already running on ${backend.url}`
      : `Local backend ready on ${backend.url} (${backend.state}, ${(backend.bootMs / 1000).toFixed(1)} s)`,
  );
  // The secret key is the server's (throttles, contact messages); never a NEXT_PUBLIC_ value.
  const env = { NEXT_PUBLIC_SUPABASE_URL: backend.url, NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: backend.publishableKey, SUPABASE_SECRET_KEY: backend.secretKey };
  return { env, stop: backend.stop, owner: backend.owner };
}

const backend = await resolveBackend();
if (backend.owner && plan.command !== 'build') {
  console.log(`\n  Site:         ${siteOrigin}`);
  console.log(`  Admin login:  ${backend.owner.email} / ${backend.owner.password}  (local only)\n`);
}

const next = spawn(process.execPath, [path.join(repoRoot, 'node_modules', 'next', 'dist', 'bin', 'next'), ...plan.nextArgs], {
  stdio: 'inherit',
  env: { NEXT_TELEMETRY_DISABLED: '1', ...process.env, ...backend.env, ...(plan.useLocal ? { LOCAL_BACKEND: '1' } : {}) },
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
