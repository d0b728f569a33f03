// What `npm run dev|build|start` may do, decided from the arguments and the environment alone
// (unit-tested in tests/unit/launch-plan.test.ts); scripts/with-backend.mjs carries it out.
import { publicSiteUrlProblem } from '../lib/site-url.mjs';
import { DOCUMENTED_OWNER, isLoopback } from './local-supabase.mjs';

export const NO_SUPABASE =
  'No Supabase is configured. `npm run build` and `npm start` need NEXT_PUBLIC_SUPABASE_URL and ' +
  'NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY (see .env.example). To build or serve on the local backend ' +
  'instead, ask for it explicitly: LOCAL_BACKEND=1, or `npm run build:local` / `npm run start:local`.';

export const defaultPasswordOnHost = (host) =>
  `Refusing to serve the local backend on ${host}: its owner account uses the documented password ` +
  `"${DOCUMENTED_OWNER.password}". Set LOCAL_OWNER_PASSWORD (and run \`npm run db:reset\`), or leave the ` +
  'host out to serve on this machine (localhost) only.';

/**
 * @param {string[]} argv the script's arguments: [--local] dev|build|start [next options]
 * @param {Record<string, string | undefined>} env
 * @returns {{ error: string } | { command: string, useLocal: boolean, nextArgs: string[], host: string }}
 */
export function planLaunch(argv, env) {
  const isOptIn = argv.includes('--local') || env.LOCAL_BACKEND === '1';
  const [command, ...options] = argv.filter((arg) => arg !== '--local');
  if (!['dev', 'build', 'start'].includes(command)) return { error: `usage: with-backend.mjs [--local] dev|build|start [next options]` };

  const hasSupabase = Boolean(env.NEXT_PUBLIC_SUPABASE_URL);
  // `npm run dev` is the local default; production commands use it only when asked to.
  const useLocal = !hasSupabase && (command === 'dev' || isOptIn);
  if (!hasSupabase && !useLocal) return { error: NO_SUPABASE };
  // A build for visitors must name where they reach the site; one for the local backend stays here.
  const siteUrlProblem = command === 'build' && !useLocal ? publicSiteUrlProblem(env.NEXT_PUBLIC_SITE_URL) : null;
  if (siteUrlProblem) return { error: siteUrlProblem };

  // `-H host`, `--hostname host`, `--hostname=host` or `-Hhost`; Next takes the last one.
  const hostAt = options.findLastIndex((arg) => /^(-H|--hostname)(=|$)/.test(arg) || /^-H./.test(arg));
  const hostArg = options[hostAt] ?? '';
  const givenHost = hostAt < 0 ? undefined : /^(-H|--hostname)$/.test(hostArg) ? options[hostAt + 1] : hostArg.replace(/^(--hostname=|-H=?)/, '');
  if (!useLocal || command === 'build') return { command, useLocal, nextArgs: [command, ...options], host: givenHost ?? '' };

  // The local backend's site listens on loopback unless a host is given, and never with the
  // documented owner password anywhere else. `localhost` rather than 127.0.0.1: Next calls
  // every loopback address `localhost` in the proxy, and with `-H 127.0.0.1` takes the
  // proxy's same-site rewrites for external ones.
  const host = givenHost || 'localhost';
  const ownerPassword = env.LOCAL_OWNER_PASSWORD || DOCUMENTED_OWNER.password;
  // Refused here at once; otherwise the launcher checks the accounts themselves before serving.
  if (!isLoopback(host) && ownerPassword === DOCUMENTED_OWNER.password) return { error: defaultPasswordOnHost(host) };
  return { command, useLocal, nextArgs: [command, ...options, ...(hostAt >= 0 ? [] : ['-H', host])], host };
}

/**
 * The app link for an auth e-mail the local backend printed. Its own link points at
 * `<site_url>/auth/v1/verify`; the app completes the same token at /auth/confirm.
 * @returns {string | null}
 */
export function confirmLinkFromMail(line, siteOrigin) {
  const match = /follow this link: (\S+)/.exec(line);
  if (!match) return null;
  const link = new URL(match[1]);
  const token = link.searchParams.get('token');
  const type = link.searchParams.get('type');
  if (!token || !type) return null;
  const target = new URL('/auth/confirm', siteOrigin);
  target.searchParams.set('token_hash', token);
  target.searchParams.set('type', type);
  return target.href;
}
