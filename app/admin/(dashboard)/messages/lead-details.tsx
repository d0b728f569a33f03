import { AdminLink } from '@/components/admin/admin-link';
import { Badge } from '@/components/ui/badge';
import { LocalTime } from '@/components/ui/local-time';
import type { Message, Source } from '@/lib/messages/model';
import { budgetLabel, isFollowUpDue, STAGE_LABELS, TIMELINE_LABELS } from '@/lib/messages/vocabulary';
import { cn } from '@/lib/utils';

/** Where a lead came from in a few words: the UTM campaign, else the referring site, else "Direct". */
export function sourceLabel({ referrer, utmSource, utmMedium, utmCampaign }: Source): string {
  if (utmSource) return [utmSource, utmMedium, utmCampaign].filter(Boolean).join(' / ');
  return referrer ?? 'Direct';
}

const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const dayLabel = (day: string) => DAY.format(new Date(`${day}T00:00:00Z`));

/** A list item's second line: the stage, the service, and the follow-up (marked when due). */
export function LeadSummary({ lead }: { lead: Message }) {
  const isDue = isFollowUpDue(lead.stage, lead.followUpOn);
  return (
    <span className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
      <Badge variant="outline">{STAGE_LABELS[lead.stage]}</Badge>
      {lead.service ? <span className="truncate">{lead.service.name}</span> : null}
      {lead.followUpOn ? <span className={cn(isDue && 'font-semibold text-foreground')}>{`${isDue ? 'Due' : 'Follow up'} ${dayLabel(lead.followUpOn)}`}</span> : null}
    </span>
  );
}

/** What the visitor chose and where they came from, and the dated history of the lead's stages. */
export function LeadFacts({ lead }: { lead: Message }) {
  const facts: [string, string][] = [
    ['Service', lead.service?.name ?? 'None chosen'],
    ['Budget', lead.budget ? budgetLabel(lead.budget.key, lead.budget.currency) : 'None chosen'],
    ['Timeline', lead.timeline ? TIMELINE_LABELS[lead.timeline] : 'None chosen'],
    ['Source', sourceLabel(lead.source)],
  ];
  return (
    <>
      <dl className="mt-5 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-muted-foreground">{term}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
      {lead.history.length ? (
        <ol className="mt-4 grid gap-1 text-sm text-muted-foreground" aria-label="Stage history">
          {lead.history.map((change) => (
            <li key={change.at}>
              {STAGE_LABELS[change.from]} → {STAGE_LABELS[change.to]} · <LocalTime iso={change.at} />
            </li>
          ))}
        </ol>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        <AdminLink href={`/admin/proposals/new?lead=${lead.id}`} className="btn btn-outline btn-sm">
          Write a proposal
        </AdminLink>
        <AdminLink href={`/admin/payments?lead=${lead.id}`} className="btn btn-outline btn-sm">
          Payments
        </AdminLink>
      </div>
    </>
  );
}
