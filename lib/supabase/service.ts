import 'server-only';
import { createClient } from '@supabase/supabase-js';
import { env } from '@/lib/env';
import type { Database } from './database.types';
import type { Db } from './db';

// The server's own key (service_role), never sent to a browser. The server uses it to take the
// shared throttle and key the hash of client addresses, store contact messages and Insights hits,
// record a proposal's answer and a testimonial request's (with its photo), sign private images for
// a share link or a proposal, list unlisted slugs for the proxy, and let Auth see a sign-in's
// address (createSignInClient).

export const MISSING_SECRET_KEY =
  'SUPABASE_SECRET_KEY is not set: the sign-in, sign-up, password-reset and contact forms need the ' +
  "project's secret API key (sb_secret_…, Project Settings → API Keys) on the server. See the README.";

/** The secret key, or an error naming the setting (thrown on first use, not at start-up). */
export function secretKey(): string {
  if (!env.secretKey) throw new Error(MISSING_SECRET_KEY);
  return env.secretKey;
}

let client: Db | undefined;

export function serviceClient(): Db {
  client ??= createClient<Database>(env.supabaseUrl, secretKey(), {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  return client;
}
