// The owner's history of an item: which items have one, where it is, and what the admin says.
// Client-safe: the admin's lists and forms link to it.

/** The tables whose saves keep revisions (supabase/migrations/20261206000800_history.sql). */
export const HISTORY_TABLES = ['projects', 'posts', 'services', 'testimonials', 'experience', 'skills', 'profile', 'proposals'] as const;
export type HistoryTable = (typeof HISTORY_TABLES)[number];

export const isHistoryTable = (table: string): table is HistoryTable => (HISTORY_TABLES as readonly string[]).includes(table);

/** The profile's one row has the id true. */
export const PROFILE_ROW_ID = 'true';

/** An item's history page. */
export const historyHref = (table: HistoryTable, id: string) => `/admin/history/${table}/${encodeURIComponent(id)}`;

/** The admin section each table's items are edited in: a history page belongs to it. */
export const HISTORY_SECTIONS: Record<HistoryTable, string> = {
  projects: '/admin',
  posts: '/admin/posts',
  services: '/admin/services',
  testimonials: '/admin/testimonials',
  experience: '/admin/experience',
  skills: '/admin/skills',
  profile: '/admin/profile',
  proposals: '/admin/proposals',
};

/** The section of a history page's address (/admin/history/<table>/<id>), or null for any other. */
export function historySectionOf(pathname: string): string | null {
  const table = /^\/admin\/history\/([a-z_]+)\//.exec(pathname)?.[1];
  return table && isHistoryTable(table) ? HISTORY_SECTIONS[table] : null;
}

/** What each table's item is called on its history page. */
export const HISTORY_NOUNS: Record<HistoryTable, string> = {
  projects: 'Project',
  posts: 'Post',
  services: 'Service',
  testimonials: 'Testimonial',
  experience: 'Experience entry',
  skills: 'Skill',
  profile: 'Profile',
  proposals: 'Proposal',
};

export const HISTORY_TEXTS = {
  link: 'History',
  title: 'History',
  none: 'No earlier versions yet: each save keeps the version before it here (the last 50).',
  noChange: 'No field changed.',
  restore: 'Restore this version',
  restoreTitle: 'Restore this version?',
  restoreText: 'The item gets this version’s content back; who may see it stays as it is now. Its current version is kept in the history, so this can be undone.',
  restored: 'Revision restored successfully',
  restoring: 'Restoring...',
  notFound: 'That version no longer exists.',
  forbidden: 'This account cannot change the site. Only the site owner can.',
  slugTaken: 'Another item uses this version’s slug now. Change that item’s slug first.',
  frozen: 'An answered proposal cannot change: edit it as a new version.',
  failed: 'The version could not be restored. Please try again.',
  listFailed: 'Failed to fetch the history',
} as const;
