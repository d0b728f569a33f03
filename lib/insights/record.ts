import 'server-only';
import { serviceClient } from '@/lib/supabase/service';
import { HIT_BATCH_LIMITS } from '@/lib/insights/hit-batches.mjs';
import type { InsightEvent } from '@/lib/insights/vocabulary';
import { createWriteBatcher } from '@/lib/data/write-batcher.mjs';

// The only writes of the Insights totals, with the server's secret key (the public key can
// neither write nor read them). Hits are written in batches: this instance gathers the hits it
// receives for a moment and sends them in one call (public.record_insight_batch), which takes
// each beacon hit's per-client throttle and adds the batch to the totals in one transaction.
// Each caller waits for its batch: a hit is answered only once it is stored, or refused.

export type DaySalt = { day: string; salt: string };

/** Today's (UTC) salt for visitor keys; the database keeps it for that day only. */
export async function fetchDaySalt(): Promise<DaySalt> {
  const { data, error } = await serviceClient().rpc('insight_salt').single();
  if (error || !data) throw new Error(`The day's salt could not be read: ${error?.message ?? 'no row'}`);
  return data;
}

/** A throttle key (lib/data/throttle.ts's limitKey) and its limit, taken with the hit. */
export type HitThrottle = { key: string; max: number; windowMs: number };

export type PageView = {
  path: string;
  ref?: string | null;
  utm?: string | null;
  screen?: string;
  visitor?: { key: string; day: string };
};

/** Counts a page view; with a throttle, only if the client has room. Returns 0, or the ms to wait (not counted). */
export function recordPageView(view: PageView, throttle?: HitThrottle): Promise<number> {
  return record(
    {
      hit_metric: 'visits',
      hit_path: view.path,
      referrer_host: view.ref ?? undefined,
      utm_source: view.utm ?? undefined,
      screen_class: view.screen,
      visitor_key: view.visitor?.key,
      key_day: view.visitor?.day,
    },
    throttle,
  );
}

/** An event under the page it happened on (a contact message: '/', where the form is). */
export function recordEvent(event: InsightEvent, path: string, throttle?: HitThrottle): Promise<number> {
  return record({ hit_metric: event, hit_path: path }, throttle);
}

/** One hit as the batch function reads it; a key left out is null. */
type BatchHit = {
  hit_metric: 'visits' | InsightEvent;
  hit_path: string;
  referrer_host?: string;
  utm_source?: string;
  screen_class?: string;
  visitor_key?: string;
  key_day?: string;
  throttle_key?: string;
  max_hits?: number;
  window_ms?: number;
};

/** 0 counted, > 0 throttled (ms to wait), null left out by the database as out of bounds. */
const storeHit = createWriteBatcher<BatchHit, number | null>(async (hits) => {
  const { data, error } = await serviceClient().rpc('record_insight_batch', { hits });
  if (error) throw new Error(`The hits were not counted: ${error.message}`);
  return data;
}, HIT_BATCH_LIMITS);

async function record(hit: BatchHit, throttle?: HitThrottle): Promise<number> {
  const waitMs = await storeHit(throttle ? { ...hit, throttle_key: throttle.key, max_hits: throttle.max, window_ms: throttle.windowMs } : hit);
  if (waitMs === null) throw new Error('The hit was not counted: a value is out of bounds');
  return waitMs;
}
