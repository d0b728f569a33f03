// The end-to-end suite's site: a fresh seeded backend with ten archive projects (so the home grid
// pages), a production build and `next start`, on free ports. tests/e2e/global-setup.ts uses it,
// and so does scripts/test.mjs, which builds while the other suites run.
import path from 'node:path';
import { appEnv, buildApp, startApp } from './app.mjs';
import { insertProjects, startScratchBackend } from './backend.mjs';
import { repoRoot } from '../local-supabase.mjs';
import { freePort } from './processes.mjs';
import { startStripeStandIn } from './stripe-stand-in.mjs';

/** Test keys for the Stripe stand-in (never real ones). */
const STRIPE_KEYS = { secretKey: 'sk_test_standin', webhookSecret: 'whsec_standin' };

/** Beyond the 8 seeded projects, so the home grid has more than one page (12 per page). */
export const ARCHIVE_PROJECTS = 10;

export const e2eDistDir = process.env.E2E_DIST_DIR || '.next-e2e';
const logDir = path.join(repoRoot, 'test-results', e2eDistDir);

/**
 * The end-to-end site's content beyond the seed: the archive projects.
 * @param {import('./backend.mjs').BackendAccess} backend
 */
export const addArchiveProjects = (backend) =>
  insertProjects(
    backend,
    Array.from({ length: ARCHIVE_PROJECTS }, (_, i) => ({
      title: `Archive project ${String(i + 1).padStart(2, '0')}`,
      description: 'An older piece of work, kept to show the home grid paging through many projects.',
      category: 'other',
      technologies: ['PHP', 'MySQL'],
    })),
  );

/**
 * Starts the backend and builds the app; `start()` then serves it. Until then nothing listens,
 * so the build can run beside other work.
 */
export async function buildE2eSite() {
  const backend = await startScratchBackend({ logFile: path.join(logDir, 'e2e-backend.log') });
  // Stripe's API, played on this machine: the site pays through it as it would through Stripe.
  const stripe = await startStripeStandIn(STRIPE_KEYS);
  try {
    await addArchiveProjects(backend);
    const port = await freePort();
    stripe.sendEventsTo(`http://localhost:${port}/api/payments/stripe`);
    const env = {
      ...appEnv({ backend, siteUrl: `http://localhost:${port}`, distDir: e2eDistDir }),
      STRIPE_SECRET_KEY: STRIPE_KEYS.secretKey,
      STRIPE_WEBHOOK_SECRET: STRIPE_KEYS.webhookSecret,
      STRIPE_API_BASE: stripe.url,
    };
    await buildApp(env, path.join(logDir, 'e2e-build.log'));
    return {
      backend,
      /** Serves the build; resolves to the environment the specs read, and the way to stop it all. */
      async start() {
        const serverLog = path.join(logDir, 'e2e-server.log');
        const app = await startApp(port, env, serverLog);
        return {
          env: {
            E2E_BASE_URL: app.url,
            E2E_DIST_DIR: e2eDistDir,
            E2E_SUPABASE_URL: backend.url,
            E2E_SUPABASE_KEY: backend.publishableKey,
            // For the spec that starts a second app instance on the same backend.
            E2E_SUPABASE_SECRET_KEY: backend.secretKey,
            E2E_OWNER_EMAIL: backend.owner.email,
            E2E_OWNER_PASSWORD: backend.owner.password,
            E2E_SERVER_LOG: serverLog,
            // The backend prints the auth e-mails it would send; the account-flow tests read them here.
            E2E_BACKEND_LOG: backend.logFile,
            // For the resilience test, which stops and restarts the backend (it runs last).
            E2E_BACKEND_PROJECT: JSON.stringify(backend.project),
            E2E_BACKEND_PID: String(backend.pid),
            // The payment specs sign Stripe's events and read what the site asked the stand-in for.
            E2E_STRIPE_URL: stripe.url,
            E2E_STRIPE_WEBHOOK_SECRET: STRIPE_KEYS.webhookSecret,
          },
          async stop() {
            await app.stop();
            await backend.stop();
            await stripe.stop();
          },
        };
      },
    };
  } catch (error) {
    await backend.stop();
    await stripe.stop();
    throw error;
  }
}
