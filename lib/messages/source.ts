import { plainName, referrerHost } from '@/lib/validation/source';

// Where an enquiry came from, read in the browser as the visitor sends (nothing is stored in the
// browser): the referrer's host and the UTM campaign of the page's address. Zod-free, for the
// contact form's send code; the server applies the same rules again.

export type SourceField = 'referrer' | 'utm_source' | 'utm_medium' | 'utm_campaign';

/** The source as form fields: plain names only, '' for none (or for anything else). */
export function enquirySource(referrer: string, search: string, ownHost: string): Record<SourceField, string> {
  const params = new URLSearchParams(search);
  const campaign = (name: string) => plainName(params.get(name)) ?? '';
  return {
    referrer: referrerHost(referrer, ownHost) ?? '',
    utm_source: campaign('utm_source'),
    utm_medium: campaign('utm_medium'),
    utm_campaign: campaign('utm_campaign'),
  };
}
