import 'server-only';
import { ENQUIRY_TEXTS, OTHER_SERVICE, type Budget, type Timeline } from '@/lib/messages/vocabulary';
import { DEFAULT_CURRENCY, type CurrencyCode } from '@/lib/validation/currencies';
import type { NewMessage } from './model';
import type { EnquiryService } from './services';

/** What the contact form's schema makes of the choices and the source. */
export type EnquiryInput = {
  service: string | null;
  budget: Budget | null;
  timeline: Timeline | null;
  referrer: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
};

type Context = {
  /** The services offered now (the form's list may be older than the page). */
  services: readonly EnquiryService[];
  /** The owner's currency: the budget ranges' figures are in it. */
  currency: CurrencyCode | null;
  /** This site's own host: a link from its own pages is no referrer. */
  siteHost: string;
};

/**
 * An enquiry as it is stored: the service by its key and its name now, the budget with its
 * currency, the timeline and the source; or why not, when the chosen service is no longer offered.
 */
export function toEnquiry(input: EnquiryInput, { services, currency, siteHost }: Context): { ok: true; enquiry: Omit<NewMessage, 'name' | 'email' | 'message'> } | { ok: false; message: string } {
  let service: NewMessage['service'] = null;
  if (input.service === OTHER_SERVICE) service = { key: OTHER_SERVICE, name: ENQUIRY_TEXTS.otherService };
  else if (input.service) {
    const offered = services.find(({ slug }) => slug === input.service);
    if (!offered) return { ok: false, message: ENQUIRY_TEXTS.unknownService };
    service = { key: offered.slug, name: offered.name };
  }
  return {
    ok: true,
    enquiry: {
      service,
      budget: input.budget ? { key: input.budget, currency: currency ?? DEFAULT_CURRENCY } : null,
      timeline: input.timeline,
      source: {
        referrer: input.referrer === siteHost.toLowerCase() ? null : input.referrer,
        utmSource: input.utm_source,
        utmMedium: input.utm_medium,
        utmCampaign: input.utm_campaign,
      },
    },
  };
}
