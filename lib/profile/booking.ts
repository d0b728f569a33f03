import { PROFILE_TEXTS } from './vocabulary';

// A page where visitors book a call. Cal.com and Calendly pages are framed on the home page,
// behind a placeholder that loads nothing from them until the visitor asks (as the video
// walkthroughs are); any other page is a link that opens in a new tab. Relative imports only:
// next.config.ts reads the origins to build the home page's Content-Security-Policy.

const PROVIDERS = { 'https://cal.com': 'Cal.com', 'https://calendly.com': 'Calendly' } as const;

export type BookingProvider = (typeof PROVIDERS)[keyof typeof PROVIDERS];

/** The only origins a booking frame may load from: the home page's frame-src names exactly these. */
export const BOOKING_EMBED_ORIGINS = Object.keys(PROVIDERS) as (keyof typeof PROVIDERS)[];

/** A booking page to frame: its provider and the frame's address. */
export type BookingEmbed = { provider: BookingProvider; src: string };

/** The frame for a booking page on one of the two origins, or null for a link (any other page). */
export function bookingEmbed(address: string): BookingEmbed | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  const provider = PROVIDERS[url.origin as keyof typeof PROVIDERS];
  // The provider's own home page books nothing; an address with credentials is not a booking page.
  if (!provider || url.username || url.password || url.pathname === '/') return null;
  return { provider, src: url.href };
}

const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');

/**
 * The frame's first document (its srcdoc): what the frame is for and a link to the booking page,
 * which the frame itself follows. Drawn from this page, so the provider hears of the visitor
 * only once they choose to open it, and the page ships no JavaScript for it. One palette for
 * both themes: a framed document cannot see the page's.
 */
export function bookingPlaceholderDocument({ provider, src }: BookingEmbed): string {
  return [
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${PROFILE_TEXTS.bookCall}</title><base target="_self">`,
    '<style>*{box-sizing:border-box}html{height:100%}body{margin:0;min-height:100%;display:flex;flex-direction:column;align-items:center;',
    'justify-content:center;gap:12px;padding:24px;text-align:center;color:#fff;background:#4338ca;font:16px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif}',
    'p{margin:0}.t{font-size:22px;font-weight:700}.n{font-size:14px;color:#e0e7ff}',
    'a{margin:8px 0;padding:10px 24px;border-radius:999px;background:#fff;color:#3730a3;font-weight:600;text-decoration:none}',
    'a:hover{background:#e0e7ff}a:focus-visible{outline:3px solid #fff;outline-offset:3px}</style></head><body>',
    '<svg aria-hidden="true" width="40" height="40" viewBox="0 0 24 24" fill="none" stroke="#c7d2fe" stroke-width="2" stroke-linecap="round">',
    '<rect x="3" y="4" width="18" height="18" rx="2"/><path d="M16 2v4M8 2v4M3 10h18"/></svg>',
    `<p class="t">${PROFILE_TEXTS.bookCall}</p><p>${PROFILE_TEXTS.bookCallIntro}</p>`,
    `<a href="${escapeHtml(src)}">${PROFILE_TEXTS.chooseTime}</a>`,
    `<p class="n">${PROFILE_TEXTS.calendarLoadsFrom(provider)}</p></body></html>`,
  ].join('');
}
