// The site's public address, NEXT_PUBLIC_SITE_URL, as a production build needs it. The build
// writes it into canonical URLs, feeds, the sitemap, share images and the links in sign-up and
// password e-mails, so it must be where visitors reach the site: an https origin, never this
// machine. `npm run build` checks it before anything starts (scripts/launch-plan.mjs) and
// lib/env.ts again inside any `next build`; a build for the local backend is exempt. Plain
// JavaScript, so the launcher (run by Node without a compiler) and the app share it.

const NEEDED =
  'A production build needs the public https origin of the site (e.g. https://portfolio.example.com): ' +
  'canonical URLs, feeds, the sitemap and the links in sign-up and password e-mails are made from it.';

export const NO_SITE_URL =
  'NEXT_PUBLIC_SITE_URL is not set. A production build needs the public origin of the site ' +
  '(e.g. https://portfolio.example.com): canonical URLs, the sitemap and the links in sign-up and ' +
  'password e-mails are made from it, and would otherwise point at localhost.';

/**
 * Host names (as URL parsing writes them: IPv4 in dotted decimal, IPv6 in brackets) that reach
 * the machine they are used on only: localhost and its subdomains, loopback, the unspecified address.
 */
const THIS_MACHINE_ONLY = /^(localhost|.+\.localhost|127\.\d+\.\d+\.\d+|0\.0\.0\.0|\[::1?\]|\[::ffff:(7f[0-9a-f]{2}:[0-9a-f]{1,4}|0:0)\])$/;

/**
 * What is wrong with `value` as the site's address for a production build, or null when nothing is.
 * @param {string | undefined} value
 * @returns {string | null}
 */
export function publicSiteUrlProblem(value) {
  if (!value) return NO_SITE_URL;
  if (!URL.canParse(value)) return `NEXT_PUBLIC_SITE_URL is ${value}, which is not a URL. ${NEEDED}`;
  const url = new URL(value);
  if (THIS_MACHINE_ONLY.test(url.hostname.replace(/\.$/, ''))) {
    return (
      `NEXT_PUBLIC_SITE_URL is ${value}, an address that reaches this machine only. ${NEEDED} ` +
      'To build for the local backend instead, ask for it: `npm run build:local` (or LOCAL_BACKEND=1).'
    );
  }
  if (url.protocol !== 'https:') return `NEXT_PUBLIC_SITE_URL is ${value}, a plain http address. ${NEEDED}`;
  return null;
}
