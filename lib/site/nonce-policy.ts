import type { NextRequest } from 'next/server';
import { env } from '@/lib/env';
import { POWER_BI_ORIGIN } from '@/lib/projects/power-bi';
import { VIDEO_ORIGINS } from '@/lib/video/embed';
import { contentSecurityPolicy } from './content-security-policy';

/**
 * The security headers of a page in the signed-in areas, for proxy.ts: a fresh nonce per request.
 * Next puts it on its own scripts when it finds it in the request's Content-Security-Policy, and
 * only scripts carrying it may run.
 */
export function noncePolicy(request: NextRequest): Record<string, string> {
  const nonce = Buffer.from(crypto.randomUUID()).toString('base64');
  const csp = contentSecurityPolicy({
    supabaseOrigin: new URL(env.supabaseUrl).origin,
    isDev: process.env.NODE_ENV === 'development',
    nonce,
    // The owner's preview of a project page frames its Power BI report like the page does.
    frameSrc: request.nextUrl.pathname.startsWith('/admin/preview/') ? [POWER_BI_ORIGIN, ...VIDEO_ORIGINS] : [],
  });
  return { 'content-security-policy': csp, 'x-nonce': nonce };
}
