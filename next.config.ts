import path from 'node:path';
import type { NextConfig } from 'next';
import { contentSecurityPolicy } from './lib/site/content-security-policy';
import { CONFIGURED_IMAGE_HOSTS } from './lib/images/bucket';
import { BOOKING_EMBED_ORIGINS } from './lib/profile/booking';
import { POWER_BI_ORIGIN } from './lib/projects/power-bi';
import { VIDEO_ORIGINS } from './lib/video/embed';
import { STRIPE_CHECKOUT_ORIGIN } from './lib/payments/origins';

const isDev = process.env.NODE_ENV === 'development';
const supabaseUrl = process.env.NEXT_PUBLIC_SUPABASE_URL ?? '';
const supabaseOrigin = supabaseUrl ? new URL(supabaseUrl).origin : '';

function remotePatterns(): NonNullable<NextConfig['images']>['remotePatterns'] {
  // next/image only for hosts we name (never `**`, which would make /_next/image an open proxy).
  const patterns: NonNullable<NonNullable<NextConfig['images']>['remotePatterns']> = CONFIGURED_IMAGE_HOSTS.map((hostname) => ({
    protocol: 'https',
    hostname,
  }));
  if (supabaseUrl) {
    const url = new URL(supabaseUrl);
    // The public image buckets only (lib/images/bucket.ts, lib/people/photos.ts), on that exact host and port.
    for (const bucket of ['project-images', 'people']) {
      patterns.push({
        protocol: url.protocol.replace(':', '') as 'http' | 'https',
        hostname: url.hostname,
        port: url.port,
        pathname: `/storage/v1/object/public/${bucket}/**`,
      });
    }
  }
  return patterns;
}

const commonHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
  // Browsers honour it only over https; there it keeps every later visit on https.
  ...(isDev ? [] : [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }]),
];

/** A page opened by a capability token in its address: never stored, never indexed, the token never sent on as a referrer. */
const PRIVATE_PAGE_HEADERS = [
  { key: 'Cache-Control', value: 'private, no-store' },
  { key: 'Referrer-Policy', value: 'no-referrer' },
  { key: 'X-Robots-Tag', value: 'noindex, nofollow' },
];

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Test and benchmark builds point at their own backend; keep them apart from `npm run build`.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  images: {
    remotePatterns: remotePatterns(),
    // A file that stopped being public (removed, or its project made private) is refused by
    // proxy.ts at once; what browsers and shared caches keep of it expires within a minute.
    minimumCacheTTL: 60,
    // The widths a srcset offers, each named on every image in the HTML and its RSC copy: the
    // ones our layouts use (a 360 px card at 1x to a full-width 1920 px lightbox), no 3840.
    deviceSizes: [640, 828, 1080, 1200, 1920],
    imageSizes: [160, 256, 384],
    // next/image refuses to fetch from private addresses; the local backend is one (loopback),
    // and only its image buckets are allowed above.
    dangerouslyAllowLocalIP: /^(127\.|localhost$|\[::1\]$)/.test(supabaseUrl ? new URL(supabaseUrl).hostname : ''),
  },
  // Share images read their font files and load next/og at run time (lib/og/share-image.tsx), so
  // a deployment that ships only traced files must be told to ship those.
  outputFileTracingIncludes: {
    '/**/{opengraph,twitter}-image*': [
      './lib/og/fonts/**',
      './node_modules/next/og.js',
      './node_modules/next/dist/server/og/**',
      './node_modules/next/dist/compiled/@vercel/og/**',
    ],
  },
  // Next's cache, with each entry dated from the start of its render: a render that began before
  // an owner's save and ended after it is not kept as fresh (lib/data/cache-handler.mjs). Not on
  // Vercel, whose own cache, shared by every instance, Next uses there when none is configured.
  cacheHandler: process.env.VERCEL ? undefined : path.resolve('lib/data/cache-handler.mjs'),
  // Test and benchmark builds skip Next's own type check: `npm test` runs `tsc --noEmit` first.
  typescript: { ignoreBuildErrors: process.env.NEXT_SKIP_TYPECHECK === '1' },
  experimental: {
    // app/global-not-found.tsx: unknown URLs get a prerendered 404 page of their own.
    globalNotFound: true,
    // Large enough that an oversize form reaches validation and gets a precise error;
    // proxy.ts refuses larger posts with 413 (lib/request/body-limit.ts; keep the two in step).
    serverActions: { bodySizeLimit: '2mb' },
    // On by default; the test harness turns it off where a build is never repeated (see scripts/harness/app.mjs).
    turbopackFileSystemCacheForBuild: process.env.NEXT_BUILD_CACHE !== '0',
  },
  async headers() {
    return [
      { source: '/:path*', headers: commonHeaders },
      // Every page but /admin and /auth, which get a per-request nonce policy from proxy.ts.
      // A static header, so public pages stay prerendered.
      {
        source: '/((?!admin(?:/|$)|auth(?:/|$)).*)',
        headers: [{ key: 'Content-Security-Policy', value: contentSecurityPolicy({ supabaseOrigin, isDev }) }],
      },
      // A project's page (and a share link's) may frame a Power BI report and a video walkthrough
      // (each loaded on request), and nothing else; lists and technology pages frame nothing.
      // Later rules win for the same header.
      ...['/projects/:slug', '/projects/:slug/share/:token'].map((source) => ({
        source,
        headers: [{ key: 'Content-Security-Policy', value: contentSecurityPolicy({ supabaseOrigin, isDev, frameSrc: [POWER_BI_ORIGIN, ...VIDEO_ORIGINS] }) }],
      })),
      // The home page may frame the owner's booking page, loaded on request. Headers are fixed when
      // the site is built, but the owner edits the booking address at any time, so the policy
      // cannot name the address itself: it names the two providers whose pages are framed, by
      // their fixed origins, and only those (any other booking page is a link to a new tab).
      {
        source: '/',
        headers: [{ key: 'Content-Security-Policy', value: contentSecurityPolicy({ supabaseOrigin, isDev, frameSrc: BOOKING_EMBED_ORIGINS }) }],
      },
      // A post may embed a video walkthrough too (Markdown's ::video line).
      {
        source: '/blog/:slug',
        headers: [{ key: 'Content-Security-Policy', value: contentSecurityPolicy({ supabaseOrigin, isDev, frameSrc: VIDEO_ORIGINS }) }],
      },
      // A share link's page, and the 404 of any address below /share: never stored by a browser
      // or proxy, never indexed, and its address (the token) never sent on as a referrer.
      {
        source: '/projects/:slug/share/:path*',
        headers: PRIVATE_PAGE_HEADERS,
      },
      // A proposal's address, and the 404 of any address below /proposals: the same.
      { source: '/proposals/:path*', headers: PRIVATE_PAGE_HEADERS },
      // Paying a proposal without JavaScript posts its form, answered by a redirect to Stripe's
      // payment page, which the form-action directive covers too.
      {
        source: '/proposals/:token',
        headers: [{ key: 'Content-Security-Policy', value: contentSecurityPolicy({ supabaseOrigin, isDev, formAction: [STRIPE_CHECKOUT_ORIGIN] }) }],
      },
      // A testimonial request's form, and the 404 of any other address below it: the same.
      { source: '/testimonial/:path*', headers: PRIVATE_PAGE_HEADERS },
    ];
  },
};

export default nextConfig;
