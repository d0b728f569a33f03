import 'server-only';
import { createHmac } from 'node:crypto';
import { isbot } from 'isbot';
import { fetchDaySalt, recordEvent, recordPageView, type DaySalt, type HitThrottle } from '@/lib/insights/record';
import type { Hit } from '@/lib/insights/schema';
import type { InsightEvent } from './vocabulary';

// Counting without cookies: a visitor is recognised within one day only, by a keyed hash of the
// client address and user agent under the day's random salt. The salt comes from the database,
// which drops it when the day is over, so no key can be made again for a past day.

type HeaderReader = { get(name: string): string | null };

/** Not counted: a browser asking not to be tracked (Global Privacy Control, Do Not Track), or a bot. */
export function isCountable(headers: HeaderReader): boolean {
  if (headers.get('sec-gpc') === '1' || headers.get('dnt') === '1') return false;
  const userAgent = headers.get('user-agent') ?? '';
  return userAgent.trim() !== '' && !isbot(userAgent);
}

/** HMAC-SHA256 of the address and user agent under the day's salt, 128 bits in hex. */
export function visitorKey(address: string, userAgent: string, salt: string): string {
  return createHmac('sha256', salt).update(`${address}\n${userAgent}`).digest('hex').slice(0, 32);
}

export const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/**
 * Today's salt, asked for once a day per instance: a salt held for another day is dropped and
 * asked for again, so this process never uses (or keeps using) yesterday's.
 */
export function createSaltSource(fetchSalt: () => Promise<DaySalt>, now: () => Date = () => new Date()) {
  let held: Promise<DaySalt> | undefined;
  let heldDay: string | undefined;
  return async function todaysSalt(): Promise<DaySalt> {
    const today = utcDay(now());
    if (!held || heldDay !== today) {
      heldDay = today;
      held = fetchSalt().catch((error: unknown) => {
        held = undefined;
        throw error;
      });
    }
    return held;
  };
}

const todaysSalt = createSaltSource(fetchDaySalt);

/**
 * Counts a page view (with a throttle, only if the client has room: 0, else the ms to wait). The
 * visitor key is left out when no salt can be had; the view still counts.
 */
export async function countPageView(hit: Hit, address: string, userAgent: string, throttle?: HitThrottle): Promise<number> {
  const salt = await todaysSalt().catch(() => null);
  return recordPageView(
    {
      path: hit.path,
      ref: hit.ref,
      utm: hit.utm,
      screen: hit.screen,
      visitor: salt ? { key: visitorKey(address, userAgent, salt.salt), day: salt.day } : undefined,
    },
    throttle,
  );
}

export const countEvent = (event: InsightEvent, path: string, throttle?: HitThrottle) => recordEvent(event, path, throttle);
