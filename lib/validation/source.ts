// Where a visit or an enquiry came from, kept to what names a site or a campaign and never
// anything that could name a person. Insights' beacon and the contact form share these rules, so
// a source reads the same in both. Zod-free: the contact form applies them in the browser.

/** The longest campaign name (utm_source, utm_medium, utm_campaign) kept. */
export const PLAIN_NAME_MAX = 100;

/** The longest host kept (a DNS name's limit). */
export const HOST_MAX = 253;

const PLAIN_NAME = new RegExp(`^[a-z0-9._-]{1,${PLAIN_NAME_MAX}}$`);

/**
 * A host as a URL names it: a name or a bracketed IPv6 address, with a port; empty is none. The
 * database's CHECK on a stored referrer says the same.
 */
export const HOST = /^(?:(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?)?$/;

/**
 * A campaign's name as stored: trimmed and lower-cased, or null for anything that is not a plain
 * name (an address, an id with other characters, free text), so nothing that names a person is kept.
 */
export function plainName(value: string | null | undefined): string | null {
  const name = value?.trim().toLowerCase();
  return name && PLAIN_NAME.test(name) ? name : null;
}

/** A host lower-cased, or null when there is none or it is not a host. */
export function hostName(value: string | null | undefined): string | null {
  if (!value || value.length > HOST_MAX || !HOST.test(value)) return null;
  return value.toLowerCase();
}

/** The host of a referrer address (document.referrer), or null when there is none or it is this site's own. */
export function referrerHost(referrer: string, ownHost: string): string | null {
  const host = hostName(referrer.split('/')[2]);
  return host === ownHost.toLowerCase() ? null : host;
}
