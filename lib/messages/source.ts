import { plainName, referrerHost } from '@/lib/validation/source';

// Where an enquiry came from: the referring site's host and the UTM campaign of the visit's first
// page. The first page's are kept for the visit in this tab (sessionStorage: no cookie, nothing
// sent, gone when the tab closes, never kept when the browser asks not to be tracked), so moving
// around the site before sending loses nothing. Zod-free, for the browser; the server applies
// the same rules again.

export type SourceField = 'referrer' | 'utm_source' | 'utm_medium' | 'utm_campaign';
type SourceFields = Record<SourceField, string>;

const VISIT_SOURCE_KEY = 'visit-source';

/** The source as form fields: plain names only, '' for none (or for anything else). */
export function enquirySource(referrer: string, search: string, ownHost: string): SourceFields {
  const params = new URLSearchParams(search);
  const campaign = (name: string) => plainName(params.get(name)) ?? '';
  return {
    referrer: referrerHost(referrer, ownHost) ?? '',
    utm_source: campaign('utm_source'),
    utm_medium: campaign('utm_medium'),
    utm_campaign: campaign('utm_campaign'),
  };
}

/** Global Privacy Control or Do Not Track: then nothing is kept. */
const asksNotToBeTracked = () => (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true || navigator.doNotTrack === '1';

const pageSource = () => enquirySource(document.referrer, location.search, location.host);

/** Keeps this page's source for the visit, if it is the visit's first page in this tab. */
export function rememberVisitSource() {
  if (asksNotToBeTracked()) return;
  try {
    if (sessionStorage.getItem(VISIT_SOURCE_KEY) === null) sessionStorage.setItem(VISIT_SOURCE_KEY, JSON.stringify(pageSource()));
  } catch {
    // Storage refused (private mode, a full quota): the enquiry reads the page it is sent from.
  }
}

/** The visit's first page's source, or this page's when none was kept. */
export function visitSource(): SourceFields {
  try {
    const kept: unknown = JSON.parse(sessionStorage.getItem(VISIT_SOURCE_KEY) ?? 'null');
    if (kept && typeof kept === 'object') {
      const fields = kept as Partial<SourceFields>;
      const value = (name: SourceField) => (typeof fields[name] === 'string' ? fields[name] : '');
      return { referrer: value('referrer'), utm_source: value('utm_source'), utm_medium: value('utm_medium'), utm_campaign: value('utm_campaign') };
    }
  } catch {}
  return pageSource();
}
