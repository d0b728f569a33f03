import 'server-only';
import { env } from '@/lib/env';
import { isToken } from '@/lib/data/token';

/**
 * For proxy.ts: asks the database function `fn` whether a capability token opens its page, before
 * any page renders, so a closed or unknown token gets the static 404 page. `opens` reads the
 * function's answer. 'unsure' when the backend did not answer: the page then asks again, and
 * answers 404 itself. Asking counts nothing.
 */
export async function tokenOpens(fn: string, token: string, opens: (answer: unknown) => boolean, what: string): Promise<boolean | 'unsure'> {
  if (!isToken(token)) return false;
  try {
    const response = await fetch(`${env.supabaseUrl}/rest/v1/rpc/${fn}`, {
      method: 'POST',
      headers: { apikey: env.supabaseKey, 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
      cache: 'no-store',
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return opens(await response.json());
  } catch (error) {
    console.error(`[${what}] checking an address failed:`, error instanceof Error ? error.message : error);
    return 'unsure';
  }
}
