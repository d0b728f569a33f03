import 'server-only';
import { env } from '@/lib/env';
import { limitKey } from '@/lib/data/throttle';
import { MINUTE } from '@/lib/time';
import { clientAddress } from '@/lib/request/client-address';
import { hitSchema } from '@/lib/insights/schema';
import { countEvent, countPageView, isCountable } from './count';
import { countedPath } from './pages';
import { INSIGHT_LIMITS } from './vocabulary';

type HeaderReader = { get(name: string): string | null };

const MAX_BODY = 2048;
const siteHost = new URL(env.siteUrl).host;

/**
 * One beacon hit, answered with a status only (the beacon never reads it): 400 for anything but
 * a valid hit, 204 once counted or deliberately left out (GPC, DNT, bots, a path that is no
 * page of the site), 429 over the
 * per-client limit, 503 when the database cannot count it (or check the limit: fail closed).
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
  // Only pages that exist count, under their one spelling; anything else is left out quietly.
  const path = await countedPath(hit.path);
  if (path === 'unsure') return 503;
  if (path === null) return 204;

  // The shared per-client throttle (the key as lib/data/throttle.ts makes it), taken by the database
  // in the same call as the hit.
  const address = clientAddress(headers);
  const throttle = { key: limitKey({ action: 'insight', kind: 'client', value: address }), max: INSIGHT_LIMITS.hitsPerClientPerMinute, windowMs: MINUTE };
  try {
    const waitMs = hit.event
      ? await countEvent(hit.event, path, throttle)
      : // A link from this site's own pages is no referrer.
        await countPageView({ ...hit, path, ref: hit.ref === siteHost ? null : hit.ref }, address, headers.get('user-agent') ?? '', throttle);
    return waitMs > 0 ? 429 : 204;
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
