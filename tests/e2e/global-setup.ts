import { buildE2eSite } from '../../scripts/harness/e2e.mjs';

/**
 * Fresh seeded backend + production build + `next start`, all on free ports; torn down after.
 * `npm test` (scripts/test.mjs) builds the same site while the other suites run and passes it in
 * through E2E_BASE_URL and its siblings: then there is nothing to do here.
 */
export default async function globalSetup() {
  if (process.env.E2E_BASE_URL) return;
  const site = await (await buildE2eSite()).start();
  // Read by the worker processes, which start after this function returns.
  Object.assign(process.env, site.env);
  return site.stop;
}
