// Power BI reports a project may embed: a "Publish to web" link (anyone can view it) or a
// report embed URL (viewers sign in to Power BI). Only Microsoft's report host, so the
// Content-Security-Policy can allow framing that one origin on project pages.

export const POWER_BI_ORIGIN = 'https://app.powerbi.com';

export const POWER_BI_RULE =
  'Power BI report must be a Publish to web link (https://app.powerbi.com/view?r=…) or a report embed URL (https://app.powerbi.com/reportEmbed?reportId=…)';

const TOKEN = /^[A-Za-z0-9_=%-]{8,1500}$/;
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** What the database accepts after the path (the same character set as its check). */
const QUERY = /^[A-Za-z0-9%&=._~:+-]+$/;

/**
 * The report's URL from what the owner pasted (a link, or the whole <iframe> embed code
 * Power BI offers), or null when it is not a Power BI report.
 */
export function parsePowerBiUrl(input: string): string | null {
  const pasted = input.trim();
  const src = /<iframe\b[^>]*\ssrc\s*=\s*["']([^"']+)["']/i.exec(pasted)?.[1] ?? pasted;
  let url: URL;
  try {
    url = new URL(src.replaceAll('&amp;', '&'));
  } catch {
    return null;
  }
  if (url.origin !== POWER_BI_ORIGIN || url.username || url.password || url.hash) return null;
  const params = url.searchParams;
  const isPublishToWeb = url.pathname === '/view' && TOKEN.test(params.get('r') ?? '');
  const isReportEmbed = url.pathname === '/reportEmbed' && GUID.test(params.get('reportId') ?? '');
  if (!isPublishToWeb && !isReportEmbed) return null;
  const query = url.search.slice(1);
  if (!QUERY.test(query) || url.href.length > 2000) return null;
  return `${POWER_BI_ORIGIN}${url.pathname}?${query}`;
}
