// Services: what the owner can be hired for. Limits, statuses and the texts the site and the
// admin area show. Zod-free and client-safe. A test checks the limits and constraint names
// against the migration.

import type { PublishingStatus } from '@/lib/lists/vocabulary';

export type ServiceStatus = PublishingStatus;

/** A starting price ("From €1,500") or none ("On request"). */
export const PRICINGS = ['from', 'on_request'] as const;
export type Pricing = (typeof PRICINGS)[number];

export const SERVICE_LIMITS = {
  name: 80,
  slug: 80,
  outcome: 160,
  description: 2000,
  included: 8,
  includedItem: 120,
  duration: 60,
  /** The largest starting price, in the currency's main unit. */
  priceAmount: 1_000_000,
  /** Cents, pence…: at most two decimals. */
  priceDecimals: 2,
} as const;

/** The public list of every published service. */
export const SERVICES_PATH = '/services';

/** The contact form with the service chosen (the form reads the parameter in the browser). */
export const serviceContactHref = (slug: string) => `/?service=${encodeURIComponent(slug)}#contact`;

/** A service's element id on a page: prefixed, so no slug can take the id of a page's own section. */
export const serviceAnchor = (slug: string) => `service-${slug}`;

/** The fields' names: the form's labels, the public card's terms and the validation messages. */
export const SERVICE_LABELS = {
  name: 'Name',
  slug: 'Slug',
  outcome: 'Outcome',
  description: 'Description',
  included: "What's included",
  price: 'Price',
  pricingFrom: 'From a starting price',
  pricingOnRequest: 'On request',
  amount: 'Amount',
  currency: 'Currency',
  duration: 'Typical duration',
  category: 'Category',
  featured: 'Featured',
} as const;

/** The form's hints. */
export const SERVICE_HINTS = {
  slug: 'Names the service in the contact link: /?service=<slug>. Empty: made from the name.',
  outcome: 'One line: what the client gets, e.g. "A WordPress site that loads in under two seconds."',
  description: 'Markdown: **bold**, *italic*, lists, [links](https://…). A few sentences.',
  included: `Up to ${SERVICE_LIMITS.included}, one per line.`,
  amount: 'The starting price, e.g. 1500 or 99.50. Visitors read "From €1,500".',
  onRequest: 'Visitors read "On request" instead of a price.',
  duration: 'Optional, e.g. "2 weeks" or "Monthly, cancel any time".',
  featured: 'Highlights the service on the home page and /services.',
  order: 'New services are added at the end of the list. Add Service publishes it; a draft is seen only by you.',
} as const;

/** What the introductions say of the prices, true of the services they introduce (lib/services/price.ts: pricingMix). */
const PRICED = {
  from: 'each with a clear starting price',
  on_request: 'each priced on request',
  mixed: 'each with a clear starting price or priced on request',
} as const;

export const SERVICE_TEXTS = {
  heading: 'Services',
  pageTitle: 'Services',
  pageIntro: (pricing: keyof typeof PRICED) => `What you can hire me for: WordPress care and speed, Power BI dashboards and reviews, ${PRICED[pricing]}.`,
  pageDescription: 'WordPress care plans and speed audits, Power BI dashboard sprints and health checks: what each includes, how long it takes and what it costs.',
  homeIntro: (pricing: keyof typeof PRICED) => `Fixed-scope ways to work together, ${PRICED[pricing]}.`,
  allServices: 'All services',
  shareTitle: 'What you can hire me for',
  onRequest: 'On request',
  from: 'From',
  enquire: 'Enquire',
  enquireAbout: 'about',
  publicEmpty: 'No services listed yet. Get in touch to talk about your project.',
  added: 'Service added successfully',
  draftSaved: 'Draft saved successfully',
  updated: 'Service updated successfully',
  deleted: 'Service deleted successfully',
  deleteFailed: 'Failed to delete service',
  published: 'Service published successfully',
  unpublished: 'Service unpublished successfully',
  statusFailed: "Failed to change the service's status",
  moved: 'Service moved',
  notFound: 'That service no longer exists.',
  forbidden: 'This account cannot change the site. Only the site owner can.',
  ownerOnly: 'You are signed in, but the services can only be edited by the owner of this portfolio.',
  listFailed: 'Failed to fetch the services',
  listHeading: 'Your Services',
  listLabel: 'Services in display order',
  formRegion: 'Service form',
  publishedSummary: (published: number, total: number) => `${published} of ${total} published`,
  addHeading: 'Add Service',
  editHeading: 'Edit Service',
  add: 'Add Service',
  update: 'Update Service',
  saveDraft: 'Save as draft',
  saving: 'Saving...',
  draft: 'Draft',
  chooseCurrency: 'Choose',
  chooseCategory: 'Choose',
  deleteDescription: 'will be removed from your site.',
  empty: 'No services yet. Add your first service!',
  deleteConfirm: 'Are you sure you want to delete this service?',
} as const;
