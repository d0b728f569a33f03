// What the trash says. Client-safe.

/** The tables with a trash, as the trash names them. */
export const TRASH_KINDS = ['projects', 'posts', 'services', 'testimonials'] as const;
export type TrashKind = (typeof TRASH_KINDS)[number];

/** How long an item stays in the trash before the next purge deletes it (the database's purge_trash says the same). */
export const TRASH_DAYS = 30;

export const TRASH_KIND_LABELS: Record<TrashKind, string> = {
  projects: 'Project',
  posts: 'Post',
  services: 'Service',
  testimonials: 'Testimonial',
};

export const TRASH_TEXTS = {
  heading: 'Trash',
  intro: `Deleted projects, posts, services and testimonials stay here for ${TRASH_DAYS} days, hidden from visitors, and keep their addresses. Then they are deleted for good.`,
  empty: 'The trash is empty.',
  listLabel: 'Items in the trash',
  restore: 'Restore',
  restoring: 'Restoring...',
  deleteForGood: 'Delete for good',
  deleteForGoodConfirm: 'Are you sure you want to delete this for good?',
  deleteForGoodDescription: 'and its files will be removed. This cannot be undone.',
  forbidden: 'This account cannot change the site. Only the site owner can.',
  ownerOnly: 'You are signed in, but the trash can only be seen by the owner of this portfolio.',
  listFailed: 'Failed to fetch the trash',
  notFound: 'That item is no longer in the trash.',
  failed: 'That did not work. Please try again.',
} as const;
