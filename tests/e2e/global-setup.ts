import path from 'node:path';
import { buildApp, startApp } from '../support/app-server';
import { startTestBackend } from '../support/backend';
import { freePort } from '../support/free-port';
import { insertProjects } from '../support/rest';

/** Beyond the 8 seeded projects, so the home grid has more than one page (12 per page). */
export const ARCHIVE_PROJECTS = 10;

const logDir = path.resolve(import.meta.dirname, '..', '..', 'test-results', process.env.E2E_DIST_DIR || '.next-e2e');

/** Fresh seeded backend + production build + `next start`, all on free ports; torn down after. */
export default async function globalSetup() {
  const backend = await startTestBackend();
  await insertProjects(
    backend,
    Array.from({ length: ARCHIVE_PROJECTS }, (_, i) => ({
      title: `Archive project ${String(i + 1).padStart(2, '0')}`,
      description: 'An older piece of work, kept to show the home grid paging through many projects.',
      category: 'other',
      technologies: ['PHP', 'MySQL'],
    })),
  );
  const port = await freePort();
  const siteUrl = `http://127.0.0.1:${port}`;
  const env = {
    NEXT_PUBLIC_SUPABASE_URL: backend.url,
    NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: backend.publishableKey,
    NEXT_PUBLIC_SITE_URL: siteUrl,
    // Separate dist dirs let two e2e runs (or a run and `npm run build`) coexist.
    NEXT_DIST_DIR: process.env.E2E_DIST_DIR || '.next-e2e',
    NEXT_SKIP_TYPECHECK: '1',
  };
  try {
    await buildApp(env, path.join(logDir, 'e2e-build.log'));
    const app = await startApp(port, env, path.join(logDir, 'e2e-server.log'));
    // Read by the worker processes, which start after this function returns.
    process.env.E2E_BASE_URL = app.url;
    process.env.E2E_SUPABASE_URL = backend.url;
    process.env.E2E_SUPABASE_KEY = backend.publishableKey;
    process.env.E2E_OWNER_EMAIL = backend.owner.email;
    process.env.E2E_OWNER_PASSWORD = backend.owner.password;
    process.env.E2E_SERVER_LOG = path.join(logDir, 'e2e-server.log');
    // For the resilience test, which stops and restarts the backend (it runs last).
    process.env.E2E_BACKEND_PROJECT = JSON.stringify(backend.project);
    process.env.E2E_BACKEND_PID = String(backend.pid);
    return async () => {
      await app.stop();
      await backend.stop();
    };
  } catch (error) {
    await backend.stop();
    throw error;
  }
}
