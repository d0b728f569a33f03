import 'server-only';
import { env } from '@/lib/env';
import { takeLimits } from '@/lib/rate-limit';
import { clientAddress } from '@/lib/request/client-address';
import { hitSchema } from '@/lib/validation/insights';
import { countEvent, countPageView, isCountable } from './count';
import { INSIGHT_LIMITS } from './vocabulary';

type HeaderReader = { get(name: string): string | null };

const MAX_BODY = 2048;
const siteHost = new URL(env.siteUrl).host;

/**
 * One beacon hit, answered with a status only (the beacon never reads it): 400 for anything but
 * a valid hit, 204 once counted or deliberately left out (GPC, DNT, bots), 429 over the
 * per-client limit, 503 when the database cannot count it.
 */
export async function acceptHit(body: string, headers: HeaderReader): Promise<number> {
  if (body.length > MAX_BODY) return 400;
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return 400;
  }
  const parsed = hitSchema.safeParse(json);
  if (!parsed.success) return 400;
  const hit = parsed.data;
  if (!isCountable(headers)) return 204;

  const address = clientAddress(headers);
  const check = await takeLimits([
    { action: 'insight', kind: 'client', value: address, max: INSIGHT_LIMITS.hitsPerClientPerMinute, windowMs: 60_000 },
  ]);
  if (!check.ok) return 'isUnavailable' in check ? 503 : 429;

  try {
    if (hit.event) await countEvent(hit.event, hit.path);
    // A link from this site's own pages is no referrer.
    else await countPageView({ ...hit, ref: hit.ref === siteHost ? undefined : hit.ref }, address, headers.get('user-agent') ?? '');
    return 204;
  } catch (error) {
    console.error('[insights]', error instanceof Error ? error.message : error);
    return 503;
  }
}

/** A server-side event (a stored contact message), honouring the same opt-outs; never throws. */
export async function countServerEvent(event: Parameters<typeof countEvent>[0], path: string, headers: HeaderReader): Promise<void> {
  if (!isCountable(headers)) return;
  try {
    await countEvent(event, path);
  } catch (error) {
    console.error('[insights]', error instanceof Error ? error.message : error);
  }
}
