import 'server-only';
import { env } from '@/lib/env';

// For proxy.ts: whether a testimonial request's token opens its form, asked before any page
// renders, so a closed or unknown token gets the static 404 page.

/** True while the request is open, false for any refusal, 'unsure' when the backend did not answer (the page decides then). */
export async function isTestimonialRequestOpen(token: string): Promise<boolean | 'unsure'> {
  try {
    const response = await fetch(`${env.supabaseUrl}/rest/v1/rpc/testimonial_request_at`, {
      method: 'POST',
      headers: { apikey: env.supabaseKey, 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
      cache: 'no-store',
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const rows: unknown = await response.json();
    return Array.isArray(rows) && rows.length > 0;
  } catch (error) {
    console.error('[testimonial-requests] checking a request failed:', error instanceof Error ? error.message : error);
    return 'unsure';
  }
}
