import { rmSync } from 'node:fs';
import path from 'node:path';
// The same launcher `npm run dev` uses: real @supabase/lite on PGlite, our migrations and seed.
import { scratchProject, startBackend } from '../../scripts/local-supabase.mjs';
import { freePort } from './free-port';

export type TestBackend = {
  /** Where its config and data live; lets a test restart it (scripts/local-supabase.mjs). */
  project: { workdir: string; port: number; tempDir: string };
  pid: number | undefined;
  url: string;
  publishableKey: string;
  owner: { email: string; password: string };
  logFile: string;
  stop: () => Promise<void>;
};

/** A fresh, seeded backend on a free port with its own data directory; stop() removes it. */
export async function startTestBackend({ seed = true }: { seed?: boolean } = {}): Promise<TestBackend> {
  const project = scratchProject({ port: await freePort(), seed });
  const logFile = path.join(project.tempDir, 'lite.log');
  const owner = { email: 'owner@example.com', password: 'test-owner-password' };
  const backend = await startBackend(project, { owner, log: logFile, fresh: true });
  return {
    project,
    pid: backend.process.pid,
    url: backend.url,
    publishableKey: backend.publishableKey,
    owner,
    logFile,
    stop: async () => {
      await backend.stop();
      rmSync(project.workdir, { recursive: true, force: true });
    },
  };
}
