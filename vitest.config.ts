import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = {
  '@': path.resolve(import.meta.dirname),
  // The marker package throws outside React Server Components; tests run lib/ code directly.
  'server-only': path.resolve(import.meta.dirname, 'tests/support/empty-module.ts'),
};

// These files start backends of their own and use none of the shared one's: two projects of
// their own, which `npm test` runs where the machine has a core to spare. An older local schema to
// upgrade (`upgrades`) runs beside the quiet end-to-end specs; the launcher's backends, one with
// e-mail confirmations on, the two a content archive moves between and one with the recipe's
// example list (`own-backend`) start when the integration files end, while the quiet specs mostly wait.
const UPGRADES = ['tests/integration/migrations.test.ts'];
const OWN_BACKEND = ['tests/integration/launcher.test.ts', 'tests/integration/sign-up.test.ts', 'tests/integration/content-archive.test.ts', 'tests/integration/recipe.test.ts'];

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        // `npm test` runs these beside a production build and the browser specs: a test that takes
        // under a second alone (drawing a share image) has taken over five when the cores are busy.
        test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node', testTimeout: 20_000 },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          exclude: [...UPGRADES, ...OWN_BACKEND],
          environment: 'node',
          globalSetup: ['tests/integration/global-setup.ts'],
          // One PGlite connection serves every request: keep files sequential and patient.
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      ...[
        { name: 'upgrades', include: UPGRADES },
        { name: 'own-backend', include: OWN_BACKEND },
      ].map(({ name, include }) => ({
        resolve: { alias },
        test: {
          name,
          include,
          environment: 'node' as const,
          // One at a time: each boots PGlite, which keeps a core busy.
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      })),
      {
        resolve: { alias },
        test: {
          name: 'postgres',
          include: ['tests/postgres/**/*.test.ts'],
          environment: 'node',
          // A real PostgreSQL server prepared as a hosted Supabase project: the only layer that sees grants.
          globalSetup: ['tests/postgres/global-setup.ts'],
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
