import 'server-only';
import { headers } from 'next/headers';
import { env } from '@/lib/env';

/**
 * The origin the caller is using, so an address made on a preview deployment points there;
 * the configured site address when the request names no host.
 */
export async function requestOrigin(): Promise<string> {
  const list = await headers();
  const host = list.get('host');
  if (!host) return env.siteUrl;
  const proto = list.get('x-forwarded-proto') ?? (env.siteUrl.startsWith('https:') ? 'https' : 'http');
  return `${proto.split(',')[0]!.trim()}://${host}`;
}
