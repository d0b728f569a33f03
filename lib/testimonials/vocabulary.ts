// Testimonials: limits and the texts the site and the admin area show. Zod-free and
// client-safe. A test checks the limits and constraint names against the migration.

export const TESTIMONIAL_LIMITS = {
  quote: 600,
  authorName: 100,
  authorRole: 100,
  company: 100,
  url: 2048,
} as const;

export const TESTIMONIAL_TEXTS = {
  heading: 'What clients say',
  added: 'Testimonial added successfully',
  updated: 'Testimonial updated successfully',
  deleted: 'Testimonial deleted successfully',
  deleteFailed: 'Failed to delete testimonial',
  moved: 'Testimonial moved',
  notFound: 'That testimonial no longer exists.',
  forbidden: 'This account cannot change the site. Only the site owner can.',
  listFailed: 'Failed to fetch the testimonials',
  empty: 'No testimonials yet. Add your first testimonial!',
  deleteConfirm: 'Are you sure you want to delete this testimonial?',
} as const;
