// What the owner's lists share: the two moves of a list in manual order and what the admin area
// says about them, and the two states of a list whose items are published (projects, services,
// posts). Zod-free and client-safe.

export const MOVE_DIRECTIONS = ['up', 'down'] as const;
export type MoveDirection = (typeof MOVE_DIRECTIONS)[number];

export const LIST_TEXTS = {
  atEnd: 'Already at the end of the list',
  moveImpossible: 'That move is not possible.',
  /** After a delete confirmation's own sentence. */
  inTrash: 'It stays in the trash for 30 days.',
} as const;

/** A draft is seen by the owner only. */
export const PUBLISHING_STATUSES = ['draft', 'published'] as const;
export type PublishingStatus = (typeof PUBLISHING_STATUSES)[number];
