import 'server-only';
import { serviceClient } from '@/lib/supabase/service';
import type { InsightEvent } from '@/lib/insights/vocabulary';

// The only writes of the Insights totals: public.record_insight() with the server's secret key
// (the public key can neither write nor read them). One call per hit, one upsert per total,
// so concurrent hits from any number of instances add up exactly.

export type DaySalt = { day: string; salt: string };

/** Today's (UTC) salt for visitor keys; the database keeps it for that day only. */
export async function fetchDaySalt(): Promise<DaySalt> {
  const { data, error } = await serviceClient().rpc('insight_salt').single<DaySalt>();
  if (error || !data) throw new Error(`The day's salt could not be read: ${error?.message ?? 'no row'}`);
  return data;
}

export type PageView = { path: string; ref?: string | null; utm?: string | null; screen?: string; visitor?: { key: string; day: string } };

export async function recordPageView(view: PageView): Promise<void> {
  await record({
    hit_metric: 'visits',
    hit_path: view.path,
    referrer_host: view.ref ?? null,
    utm_source: view.utm ?? null,
    screen_class: view.screen ?? null,
    visitor_key: view.visitor?.key ?? null,
    key_day: view.visitor?.day ?? null,
  });
}

/** An event under the page it happened on (a contact message: '/', where the form is). */
export async function recordEvent(event: InsightEvent, path: string): Promise<void> {
  await record({ hit_metric: event, hit_path: path });
}

async function record(args: Record<string, string | null>) {
  const { error } = await serviceClient().rpc('record_insight', args);
  if (error) throw new Error(`The hit was not counted: ${error.message}`);
}
