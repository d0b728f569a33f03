import 'server-only';
import { env } from '@/lib/env';
import { SECOND } from '@/lib/time';

// Whether a Storage file is still public, for proxy.ts to ask before the image optimiser answers
// for it. /_next/image keeps what it fetched, and when a refetch fails (the file was removed, or
// moved to the private bucket as its project turned private) Next goes on serving the copy it
// had. So the proxy refuses a Storage file that no longer answers, checked with one HEAD request
// kept for CHECK_TTL_MS on this instance (every instance within the minute); a write in this
// process forgets every answer at once.

const CHECK_TTL_MS = 30 * SECOND;
const MAX_CHECKS = 2_000;

type Check = { answer: Promise<boolean>; at: number };
// On globalThis: proxy.ts and the server actions are separate bundles in one process.
const KEY = Symbol.for('portfolio.publicFileChecks');
const checks = (): Map<string, Check> => ((globalThis as Record<symbol, Map<string, Check> | undefined>)[KEY] ??= new Map());

/** The public Storage files of this site's backend, as the optimiser would fetch them. */
export function isStorageFileUrl(url: string): boolean {
  return url.startsWith(`${new URL(env.supabaseUrl).origin}/storage/v1/object/public/`);
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { method: 'HEAD', cache: 'no-store', signal: AbortSignal.timeout(5000) });
    return response.ok;
  } catch (error) {
    // Closed, not open: an image that cannot be checked is not shown.
    console.error('[images] checking a public file failed:', error instanceof Error ? error.message : error);
    return false;
  }
}

/** Whether the file at this public Storage URL still answers (a recent answer may be reused). */
export function isPublicFileServed(url: string): Promise<boolean> {
  const all = checks();
  const known = all.get(url);
  if (known && Date.now() - known.at < CHECK_TTL_MS) return known.answer;
  if (all.size >= MAX_CHECKS) all.clear();
  const check = { answer: answers(url), at: Date.now() };
  all.set(url, check);
  return check.answer;
}

/** After a write in this process that may have removed or hidden files: check them all again. */
export function forgetPublicFileChecks() {
  checks().clear();
}
