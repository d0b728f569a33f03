import type { InsightReportRow } from '@/lib/insights/model';
import { ENQUIRY_TEXTS, OTHER_SERVICE } from '@/lib/messages/vocabulary';
import { EVENTS, type InsightEvent } from './vocabulary';

// The Insights section's figures, shaped from the database's sums (pure, so it is unit-tested).

export type Ranked = { label: string; title: string | null; n: number };

export type ProjectInsight = { path: string; title: string; visits: number; reportLoads: number; linkClicks: number };

export type Insights = {
  since: string;
  until: string;
  series: InsightReportRow['series'];
  visits: number;
  visitors: number;
  messages: number;
  /** Messages per 100 visitors; null without visitors. */
  conversion: number | null;
  pages: Ranked[];
  referrers: Ranked[];
  utmSources: Ranked[];
  events: { event: InsightEvent; n: number }[];
  projects: ProjectInsight[];
  /** Enquiries per service chosen ("None chosen" when the visitor picked none). */
  enquiryServices: { label: string; n: number }[];
  /** Enquiries per source, with that source's visitors and enquiries per 100 of them (null when no visit counts it). */
  enquirySources: EnquirySource[];
};

export type EnquirySource = { kind: 'utm' | 'referrer' | 'direct'; label: string; n: number; visitors: number | null; perHundred: number | null };

const SOURCE_LABELS = { utm: (label: string) => `utm: ${label}`, referrer: (label: string) => label, direct: () => 'Direct' };

/** Per 100, to one decimal; null without a base. */
const perHundred = (n: number, base: number | null) => (base ? Math.round((n / base) * 1000) / 10 : null);

const STATIC_TITLES: Record<string, string> = { '/': 'Home', '/projects': 'All projects', '/services': 'Services', '/blog': 'Writing', '/privacy': 'Privacy' };

const TECHNOLOGY_PAGE = /^\/projects\/technology\/([^/]+)$/;
/** A project's own page (not a technology page, a share page or a post). */
const PROJECT_PAGE = /^\/projects\/(?!technology$)[^/]+$/;

/** A page's title: the owner's own (a project's), a fixed one, or null (the path is shown). */
export function titleOf(path: string, titles: ReadonlyMap<string, string>): string | null {
  const known = titles.get(path) ?? STATIC_TITLES[path];
  if (known) return known;
  const technology = TECHNOLOGY_PAGE.exec(path)?.[1];
  if (technology) {
    try {
      return `Technology: ${decodeURIComponent(technology).replaceAll('-', ' ')}`;
    } catch {
      return null;
    }
  }
  return null;
}

export function shapeInsights(report: InsightReportRow, titles: ReadonlyMap<string, string>, top = 10): Insights {
  const of = (metric: string) => report.totals.filter((total) => total.metric === metric);
  const sum = (metric: string) => of(metric).reduce((total, row) => total + row.n, 0);
  const ranked = (metric: string, withTitles = false): Ranked[] =>
    of(metric)
      .slice(0, top)
      .map((row) => ({ label: row.label, title: withTitles ? titleOf(row.label, titles) : null, n: row.n }));

  const visits = report.series.reduce((total, day) => total + day.visits, 0);
  const visitors = report.series.reduce((total, day) => total + day.visitors, 0);
  const messages = sum('message');
  const byPath = (metric: string) => new Map(of(metric).map((row) => [row.label, row.n]));
  const views = byPath('visits');
  const reports = byPath('report_load');
  const live = byPath('live_link');
  const code = byPath('code_link');

  const projectPaths = new Set([...views.keys(), ...reports.keys(), ...live.keys(), ...code.keys()].filter((path) => PROJECT_PAGE.test(path) && titles.has(path)));
  const projects = [...projectPaths]
    .map((path) => ({
      path,
      title: titles.get(path)!,
      visits: views.get(path) ?? 0,
      reportLoads: reports.get(path) ?? 0,
      linkClicks: (live.get(path) ?? 0) + (code.get(path) ?? 0),
    }))
    .sort((a, b) => b.visits - a.visits || a.title.localeCompare(b.title));

  return {
    since: report.since,
    until: report.until,
    series: report.series,
    visits,
    visitors,
    messages,
    conversion: perHundred(messages, visitors),
    pages: ranked('visits', true),
    referrers: ranked('referrer'),
    utmSources: ranked('utm'),
    events: EVENTS.map((event) => ({ event, n: sum(event) })),
    projects,
    enquiryServices: report.enquiries.services.slice(0, top).map((row) => ({ label: row.service === null ? 'None chosen' : row.service === OTHER_SERVICE ? ENQUIRY_TEXTS.otherService : (row.name ?? row.service), n: row.n })),
    enquirySources: report.enquiries.sources.slice(0, top).map((row) => ({
      kind: row.kind,
      label: SOURCE_LABELS[row.kind](row.label),
      n: row.n,
      visitors: row.visitors,
      perHundred: perHundred(row.n, row.visitors),
    })),
  };
}
