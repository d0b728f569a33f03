// The local backend's configuration: supabase/config.toml (shared with the Supabase CLI) plus
// what only @supabase/lite understands, its driver and data directory. The launcher
// (scripts/local-supabase.mjs) passes `--config supabase/lite.config.mjs` and sets the
// per-instance values below through the environment.
import { readFileSync } from 'node:fs';
import { parse } from 'smol-toml';

const shared = parse(readFileSync(new URL('./config.toml', import.meta.url), 'utf8'));

const config = {
  ...shared,
  // Tests and the bench run several backends at once, each on its own port.
  api: { ...shared.api, port: Number(process.env.LITE_API_PORT || shared.api.port) },
  // Real Postgres (PGlite), data relative to the working directory.
  db: { ...shared.db, driver: 'pglite', url: 'supabase/.temp/data' },
  auth: {
    ...shared.auth,
    // One test backend confirms sign-ups by e-mail, as hosted projects usually do.
    email: {
      ...shared.auth.email,
      enable_confirmations: process.env.LITE_EMAIL_CONFIRMATIONS === 'on' || shared.auth.email.enable_confirmations,
    },
  },
};

export default config;
