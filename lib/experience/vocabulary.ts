// The owner's career history: limits and the texts the site and the admin area show. Zod-free
// and client-safe. A test checks the limits and constraint names against the migration.

export const EXPERIENCE_LIMITS = {
  role: 120,
  organisation: 120,
  location: 120,
  summary: 400,
  highlights: 5,
  highlight: 200,
  technologies: 20,
  technology: 50,
} as const;

export const EXPERIENCE_TEXTS = {
  heading: 'Experience',
  current: 'Current',
  present: 'Present',
  added: 'Experience added successfully',
  updated: 'Experience updated successfully',
  deleted: 'Experience deleted successfully',
  deleteFailed: 'Failed to delete experience',
  notFound: 'That entry no longer exists.',
  forbidden: 'This account cannot change the site. Only the site owner can.',
  listFailed: 'Failed to fetch the experience',
  empty: 'No experience yet. Add your first role!',
  deleteConfirm: 'Are you sure you want to delete this entry?',
} as const;
