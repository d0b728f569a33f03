import type { NextConfig } from 'next';

const isDev = process.env.NODE_ENV === 'development';
const supabaseUrl = process.env.NEXT_PUBLIC_SUPABASE_URL ?? '';

// next/image only for hosts we name (never `**`, which would make /_next/image an open proxy).
const imageHosts = (process.env.NEXT_PUBLIC_IMAGE_HOSTS ?? '')
  .split(',')
  .map((host) => host.trim())
  .filter(Boolean);

function remotePatterns(): NonNullable<NextConfig['images']>['remotePatterns'] {
  const patterns: NonNullable<NonNullable<NextConfig['images']>['remotePatterns']> = imageHosts.map((hostname) => ({
    protocol: 'https',
    hostname,
  }));
  if (supabaseUrl) {
    const url = new URL(supabaseUrl);
    patterns.push({
      protocol: url.protocol.replace(':', '') as 'http' | 'https',
      hostname: url.hostname,
      port: url.port,
      pathname: '/storage/v1/object/public/**',
    });
  }
  return patterns;
}

// A static header (no nonce), so public pages stay prerendered. Inline scripts are Next's
// own hydration payload and next-themes' no-flash snippet.
const contentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${isDev ? " 'unsafe-eval'" : ''}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https: http:",
  "font-src 'self' data:",
  `connect-src 'self' ${supabaseUrl}${isDev ? ' ws: wss:' : ''}`.trim(),
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Test and benchmark builds point at their own backend; keep them apart from `npm run build`.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  images: { remotePatterns: remotePatterns() },
  // Test and benchmark builds skip Next's own type check: `npm test` runs `tsc --noEmit` first.
  typescript: { ignoreBuildErrors: process.env.NEXT_SKIP_TYPECHECK === '1' },
  experimental: {
    // Large enough that an oversize form reaches validation and gets a precise error;
    // proxy.ts refuses larger posts with 413 (keep the two in step).
    serverActions: { bodySizeLimit: '2mb' },
  },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'Content-Security-Policy', value: contentSecurityPolicy },
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'X-Frame-Options', value: 'DENY' },
          { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
        ],
      },
    ];
  },
};

export default nextConfig;
