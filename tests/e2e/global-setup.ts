import path from 'node:path';
import { appEnv, buildApp, startApp } from '../../scripts/harness/app.mjs';
import { insertProjects, startScratchBackend } from '../../scripts/harness/backend.mjs';
import { freePort } from '../../scripts/harness/processes.mjs';

/** Beyond the 8 seeded projects, so the home grid has more than one page (12 per page). */
export const ARCHIVE_PROJECTS = 10;

const distDir = process.env.E2E_DIST_DIR || '.next-e2e';
const logDir = path.resolve(import.meta.dirname, '..', '..', 'test-results', distDir);

/** Fresh seeded backend + production build + `next start`, all on free ports; torn down after. */
export default async function globalSetup() {
  const backend = await startScratchBackend({ logFile: path.join(logDir, 'e2e-backend.log') });
  try {
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
    const env = appEnv({ backend, siteUrl: `http://localhost:${port}`, distDir });
    await buildApp(env, path.join(logDir, 'e2e-build.log'));
    const app = await startApp(port, env, path.join(logDir, 'e2e-server.log'));
    // Read by the worker processes, which start after this function returns.
    Object.assign(process.env, {
      E2E_BASE_URL: app.url,
      E2E_DIST_DIR: distDir,
      E2E_SUPABASE_URL: backend.url,
      E2E_SUPABASE_KEY: backend.publishableKey,
      // For the spec that starts a second app instance on the same backend.
      E2E_SUPABASE_SECRET_KEY: backend.secretKey,
      E2E_OWNER_EMAIL: backend.owner.email,
      E2E_OWNER_PASSWORD: backend.owner.password,
      E2E_SERVER_LOG: path.join(logDir, 'e2e-server.log'),
      // The backend prints the auth e-mails it would send; the account-flow tests read them here.
      E2E_BACKEND_LOG: backend.logFile,
      // For the resilience test, which stops and restarts the backend (it runs last).
      E2E_BACKEND_PROJECT: JSON.stringify(backend.project),
      E2E_BACKEND_PID: String(backend.pid),
    });
    return async () => {
      await app.stop();
      await backend.stop();
    };
  } catch (error) {
    await backend.stop();
    throw error;
  }
}
