// The owner's profile: limits and the admin's texts. Zod-free and client-safe. A test checks
// the limits and constraint names against the migration.

export const PROFILE_LIMITS = {
  name: 100,
  role: 120,
  heroHeading: 160,
  intro: 600,
  description: 300,
  email: 320,
  sectionIntro: 300,
  otherLinks: 5,
  linkLabel: 40,
  statValue: 12,
  statLabel: 40,
  stats: 3,
  cvBytes: 10 * 1024 * 1024,
  photoAlt: 300,
} as const;

export const PROFILE_FILES_BUCKET = 'profile-files';

export const PROFILE_TEXTS = {
  profileSaved: 'Profile updated successfully',
  forbidden: 'This account cannot change the site. Only the site owner can.',
} as const;
