// What the Insights section counts and how it names it (zod-free, client-safe).

/** Events a page reports through the beacon (a `data-insight` attribute on the clicked element). */
export const BEACON_EVENTS = ['report_load', 'video_play', 'cv_download', 'live_link', 'code_link', 'booking_open'] as const;

/**
 * Every event: the beacon's, and two only the server counts, so no visitor can add to them: a
 * contact message once it is stored, a share link once the database accepted its token.
 */
export const EVENTS = ['message', 'share_open', ...BEACON_EVENTS] as const;

export type BeaconEvent = (typeof BEACON_EVENTS)[number];
export type InsightEvent = (typeof EVENTS)[number];

export const EVENT_LABELS: Record<InsightEvent, string> = {
  message: 'Contact messages',
  report_load: 'Power BI reports loaded',
  video_play: 'Videos played',
  cv_download: 'CV downloads',
  live_link: 'Live project links followed',
  code_link: 'Code links followed',
  share_open: 'Share links opened',
  booking_open: 'Booking pages opened',
};

/** The screen-size classes the beacon reports: below 640 px, below 1024 px, wider. */
export const SCREEN_CLASSES = ['s', 'm', 'l'] as const;

export const SCREEN_LABELS: Record<(typeof SCREEN_CLASSES)[number], string> = { s: 'Phone', m: 'Tablet', l: 'Desktop' };

/** The periods the section offers, in days. */
export const INSIGHT_RANGES = [7, 30, 90] as const;
export type InsightRange = (typeof INSIGHT_RANGES)[number];

export const INSIGHT_LIMITS = { pathLength: 300, utmRawLength: 2000, hostLength: 253, hitsPerClientPerMinute: 60 } as const;

export const INSIGHTS_TEXTS = {
  forbidden: 'Only the owner can see insights',
  failed: 'Failed to fetch insights',
  empty:
    'No visits counted in this period yet. Once visitors open your public pages, their daily visits and visitors, the pages they read, where they came from and what they did (reports loaded, links followed, messages sent) appear here.',
  noReferrers: 'No referrers yet: visitors who arrive from another site are listed here by its host.',
  noUtm: 'No campaign sources yet: links you share with ?utm_source=… are listed here by that source.',
  noEvents: 'No events yet: messages sent, reports loaded, CV downloads and links followed are counted here.',
  noProjects: 'No project page has been visited in this period.',
  noEnquiries: 'No enquiries in this period.',
} as const;
