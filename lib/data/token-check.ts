import 'server-only';
import { isToken } from '@/lib/data/token';
import { createPublicClient } from '@/lib/supabase/public';
import { CHECK_TIMEOUT_MS } from './route-index';

/** The database functions that say whether a capability token opens its page. */
type TokenCheck = 'proposal_is_open' | 'testimonial_request_at';

/**
 * For proxy.ts: asks the database function `fn` whether a capability token opens its page, before
 * any page renders, so a closed or unknown token gets the static 404 page. `opens` reads the
 * function's answer. 'unsure' when the backend did not answer: the page then asks again, and
 * answers 404 itself. Asking counts nothing.
 */
export async function tokenOpens(fn: TokenCheck, token: string, opens: (answer: unknown) => boolean, what: string): Promise<boolean | 'unsure'> {
  if (!isToken(token)) return false;
  const { data, error } = await createPublicClient().rpc(fn, { token }).abortSignal(AbortSignal.timeout(CHECK_TIMEOUT_MS));
  if (error) {
    console.error(`[${what}] checking an address failed:`, error.message);
    return 'unsure';
  }
  return opens(data);
}
