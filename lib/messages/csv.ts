import { toCsvText } from '@/lib/data/csv';
import type { Message } from './model';
import { budgetLabel, STAGE_LABELS, TIMELINE_LABELS } from './vocabulary';

const HEAD = ['received', 'name', 'email', 'stage', 'service', 'budget', 'timeline', 'referrer', 'utm_source', 'utm_medium', 'utm_campaign', 'value', 'currency', 'follow_up_on', 'notes', 'message'];

/** One line per lead, in the inbox's words (labels, not keys); every cell formula-safe. */
export function leadsCsv(leads: readonly Message[]): string {
  return toCsvText(
    HEAD,
    leads.map((lead) => [
      lead.createdAt,
      lead.name,
      lead.email,
      STAGE_LABELS[lead.stage],
      lead.service?.name ?? null,
      lead.budget ? budgetLabel(lead.budget.key, lead.budget.currency) : null,
      lead.timeline ? TIMELINE_LABELS[lead.timeline] : null,
      lead.source.referrer,
      lead.source.utmSource,
      lead.source.utmMedium,
      lead.source.utmCampaign,
      lead.value?.amount ?? null,
      lead.value?.currency ?? null,
      lead.followUpOn,
      lead.notes,
      lead.message,
    ]),
  );
}
