import { env } from '@/lib/env';
import { isShareToken } from '@/lib/share-links/token';

/**
 * For proxy.ts: whether a token opens a proposal (nothing is counted), from the database's
 * proposal_is_open; 'unsure' when it cannot be asked (the page then asks again, and answers 404 itself).
 */
export async function proposalIsOpen(token: string): Promise<boolean | 'unsure'> {
  if (!isShareToken(token)) return false;
  try {
    const response = await fetch(`${env.supabaseUrl}/rest/v1/rpc/proposal_is_open`, {
      method: 'POST',
      headers: { apikey: env.supabaseKey, 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
      cache: 'no-store',
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return (await response.json()) === true;
  } catch (error) {
    console.error('[proposals] checking a proposal address failed:', error instanceof Error ? error.message : error);
    return 'unsure';
  }
}
