import 'server-only';
import type { Database } from '@/lib/supabase/database.types';
import { serviceClient } from '@/lib/supabase/service';
import type { InsightEvent } from '@/lib/insights/vocabulary';

// The only writes of the Insights totals, with the server's secret key (the public key can
// neither write nor read them): one call per hit, one upsert per total, so concurrent hits from
// any number of instances add up exactly. A beacon's hit takes the per-client throttle in the
// same call (public.record_insight_hit), so a hit costs the database one round trip.

export type DaySalt = { day: string; salt: string };

/** Today's (UTC) salt for visitor keys; the database keeps it for that day only. */
export async function fetchDaySalt(): Promise<DaySalt> {
  const { data, error } = await serviceClient().rpc('insight_salt').single();
  if (error || !data) throw new Error(`The day's salt could not be read: ${error?.message ?? 'no row'}`);
  return data;
}

/** A throttle key (lib/rate-limit.ts's limitKey) and its limit, taken with the hit. */
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

// A parameter left out takes its default, null.
type Hit = Database['public']['Functions']['record_insight']['Args'];

async function record(args: Hit, throttle?: HitThrottle): Promise<number> {
  const { data, error } = throttle
    ? await serviceClient().rpc('record_insight_hit', { throttle_key: throttle.key, max_hits: throttle.max, window_ms: throttle.windowMs, ...args })
    : await serviceClient().rpc('record_insight', args);
  if (error) throw new Error(`The hit was not counted: ${error.message}`);
  return throttle ? Number(data) : 0;
}
