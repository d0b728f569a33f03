import { AdminLink } from '@/components/admin/admin-link';
import type { ReactNode } from 'react';
import { VisitsChart } from './visits-chart';
import { Card } from '@/components/ui/card';
import { buttonVariants } from '@/components/ui/button';
import type { Insights, Ranked } from '@/lib/insights/report';
import { EVENT_LABELS, INSIGHT_RANGES, INSIGHTS_TEXTS } from '@/lib/insights/vocabulary';
import { cn } from '@/lib/cn';

const count = new Intl.NumberFormat('en-GB');

/** The owner's view of the counts: server-rendered, no client code. */
export function InsightsView({ insights, days }: { insights: Insights; days: number }) {
  const isEmpty = insights.visits === 0 && insights.events.every((event) => event.n === 0);
  return (
    <section aria-labelledby="insights-heading" className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="insights-heading" className="text-xl font-semibold tracking-tight">
            Insights
          </h2>
          <p className="text-sm text-muted-foreground">Daily totals without cookies; days are UTC.</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <nav aria-label="Period" className="flex rounded-lg border p-0.5">
            {INSIGHT_RANGES.map((range) => (
              <AdminLink
                key={range}
                href={`/admin/insights?days=${range}`}
                aria-current={range === days ? 'page' : undefined}
                className={cn(
                  'rounded-md px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                  range === days ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:text-foreground',
                )}
              >
                {range} days
              </AdminLink>
            ))}
          </nav>
          <a href={`/admin/insights/export?days=${days}`} download className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            Download CSV
          </a>
        </div>
      </div>

      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat label="Visits" value={count.format(insights.visits)} />
        <Stat label="Visitors" value={count.format(insights.visitors)} hint="unique per day, summed" />
        <Stat label="Messages" value={count.format(insights.messages)} />
        <Stat
          label="Conversion"
          value={insights.conversion === null ? '–' : insights.conversion.toLocaleString('en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
          hint="messages per 100 visitors"
        />
      </dl>

      {isEmpty ? (
        <Card className="px-6 py-10 text-center text-muted-foreground">
          <p className="mx-auto max-w-xl">{INSIGHTS_TEXTS.empty}</p>
        </Card>
      ) : (
        <>
          <Panel id="insights-chart" title={`Visits and visitors, last ${days} days`}>
            <VisitsChart series={insights.series} />
          </Panel>
          <div className="grid gap-6 lg:grid-cols-2">
            <Panel id="insights-pages" title="Top pages">
              <RankedTable rows={insights.pages} head="Page" unit="Visits" empty="No page has been visited in this period." />
            </Panel>
            <Panel id="insights-events" title="Events">
              {insights.events.some((event) => event.n > 0) ? (
                <DataTable head={['Event', 'Count']}>
                  {insights.events.map(({ event, n }) => (
                    <Row key={event} cells={[EVENT_LABELS[event], count.format(n)]} />
                  ))}
                </DataTable>
              ) : (
                <Empty>{INSIGHTS_TEXTS.noEvents}</Empty>
              )}
            </Panel>
            <Panel id="insights-referrers" title="Top referrers">
              <RankedTable rows={insights.referrers} head="Site" unit="Visits" empty={INSIGHTS_TEXTS.noReferrers} />
            </Panel>
            <Panel id="insights-utm" title="Campaign sources (UTM)">
              <RankedTable rows={insights.utmSources} head="Source" unit="Visits" empty={INSIGHTS_TEXTS.noUtm} />
            </Panel>
          </div>
          <EnquiryPanels insights={insights} />
          <Panel id="insights-projects" title="Projects">
            {insights.projects.length > 0 ? (
              <DataTable head={['Project', 'Visits', 'Report loads', 'Link clicks']}>
                {insights.projects.map((project) => (
                  <Row
                    key={project.path}
                    cells={[
                      project.title,
                      count.format(project.visits),
                      count.format(project.reportLoads),
                      count.format(project.linkClicks),
                    ]}
                  />
                ))}
              </DataTable>
            ) : (
              <Empty>{INSIGHTS_TEXTS.noProjects}</Empty>
            )}
          </Panel>
        </>
      )}
    </section>
  );
}

function Stat({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Card className="px-4 py-3">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums">{value}</dd>
      {hint ? <dd className="text-xs text-muted-foreground">{hint}</dd> : null}
    </Card>
  );
}

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card className="min-w-0 p-4 sm:p-5">
      <section aria-labelledby={id}>
        <h3 id={id} className="mb-3 font-semibold">
          {title}
        </h3>
        {children}
      </section>
    </Card>
  );
}

/** Enquiries per service and per source, each source beside its visitors: where the leads come from. */
function EnquiryPanels({ insights }: { insights: Insights }) {
  const perHundred = (value: number | null) => (value === null ? '–' : value.toLocaleString('en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 }));
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Panel id="insights-enquiry-services" title="Enquiries per service">
        {insights.enquiryServices.length > 0 ? (
          <DataTable head={['Service', 'Enquiries']}>
            {insights.enquiryServices.map((row) => (
              <Row key={row.label} cells={[row.label, count.format(row.n)]} />
            ))}
          </DataTable>
        ) : (
          <Empty>{INSIGHTS_TEXTS.noEnquiries}</Empty>
        )}
      </Panel>
      <Panel id="insights-enquiry-sources" title="Enquiries per source">
        {insights.enquirySources.length > 0 ? (
          <DataTable head={['Source', 'Enquiries', 'Per 100 visitors']}>
            {insights.enquirySources.map((row) => (
              <Row key={`${row.kind}:${row.label}`} cells={[row.label, count.format(row.n), perHundred(row.perHundred)]} />
            ))}
          </DataTable>
        ) : (
          <Empty>{INSIGHTS_TEXTS.noEnquiries}</Empty>
        )}
      </Panel>
    </div>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="text-sm text-muted-foreground">{children}</p>;
}

function DataTable({ head, children }: { head: string[]; children: ReactNode }) {
  return (
    // Fixed columns: a long path wraps instead of widening the table past its card.
    <table className="w-full table-fixed text-sm">
      <thead>
        <tr className="border-b text-left text-muted-foreground">
          {head.map((cell, index) => (
            <th key={cell} scope="col" className={cn('py-2 font-medium', index > 0 && 'w-16 pl-2 text-right sm:w-28')}>
              {cell}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

function Row({ cells }: { cells: ReactNode[] }) {
  return (
    <tr className="border-b last:border-0">
      {cells.map((cell, index) =>
        index === 0 ? (
          <th key={index} scope="row" className="py-2 text-left font-normal [overflow-wrap:anywhere]">
            {cell}
          </th>
        ) : (
          <td key={index} className="py-2 pl-2 text-right tabular-nums">
            {cell}
          </td>
        ),
      )}
    </tr>
  );
}

function RankedTable({ rows, head, unit, empty }: { rows: Ranked[]; head: string; unit: string; empty: string }) {
  if (rows.length === 0) return <Empty>{empty}</Empty>;
  return (
    <DataTable head={[head, unit]}>
      {rows.map((row) => (
        <Row
          key={row.label}
          cells={[
            row.title ? (
              <>
                {row.title} <span className="block text-xs text-muted-foreground">{row.label}</span>
              </>
            ) : (
              row.label
            ),
            count.format(row.n),
          ]}
        />
      ))}
    </DataTable>
  );
}
