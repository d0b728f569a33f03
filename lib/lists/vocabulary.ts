// What every owner-ordered list shares (projects, skills, and later lists): the two moves and
// what the admin area says about them. Zod-free and client-safe.

export const MOVE_DIRECTIONS = ['up', 'down'] as const;
export type MoveDirection = (typeof MOVE_DIRECTIONS)[number];

export const LIST_TEXTS = {
  atEnd: 'Already at the end of the list',
  moveImpossible: 'That move is not possible.',
} as const;
