// The owner's profile: limits and the admin's texts. Zod-free and client-safe. A test checks
// the limits and constraint names against the migration.

export const PROFILE_LIMITS = {
  siteName: 60,
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
  availabilityNote: 120,
  businessName: 120,
  businessAddress: 300,
  taxId: 40,
  paymentInstructions: 2000,
} as const;

/** How the owner's availability shows: not at all, or one of three statuses. The order of the form's choices. */
export const AVAILABILITY_STATUSES = ['hidden', 'available', 'limited', 'booked'] as const;
export type AvailabilityStatus = (typeof AVAILABILITY_STATUSES)[number];

/** The statuses that carry a date: limited from it, booked until it. */
export const DATED_STATUSES: readonly AvailabilityStatus[] = ['limited', 'booked'];

export const PROFILE_FILES_BUCKET = 'profile-files';

/** The brand, page titles and feed titles of a site whose owner has not named it (the database's default too). */
export const DEFAULT_SITE_NAME = 'Portfolio';

/** The site's name: the header's brand, the end of every page title, the feeds' title. */
export const siteNameOf = (profile: { siteName: string } | null) => profile?.siteName ?? DEFAULT_SITE_NAME;

/** Links as the form's "Other links" field takes them: a "Label | URL" line each (profileSchema reads them back). */
export const linkLines = (links: readonly { label: string; url: string }[]) => links.map((link) => `${link.label} | ${link.url}`).join('\n');

export const PROFILE_TEXTS = {
  profileSaved: 'Profile updated successfully',
  forbidden: 'This account cannot change the site. Only the site owner can.',
  // Availability, as the hero and the contact section say it.
  available: 'Available for new projects',
  limited: 'Limited availability',
  limitedFrom: (date: string) => `Limited availability from ${date}`,
  bookedUntil: (date: string) => `Booked until ${date}`,
  // A page to book a call, beside the contact form.
  bookCall: 'Book a call',
  bookCallIntro: 'Prefer to talk? Pick a time that suits you.',
  chooseTime: 'Choose a time',
  calendarLoadsFrom: (provider: string) => `The calendar loads from ${provider} when you open it.`,
  bookCallNewTab: 'Book a call (opens in a new tab)',
  bookCallElsewhere: 'Open the booking page in a new tab',
} as const;

/** The admin form's choices for how availability shows. */
export const AVAILABILITY_OPTIONS: readonly { value: AvailabilityStatus; label: string }[] = [
  { value: 'hidden', label: 'Not shown' },
  { value: 'available', label: 'Available' },
  { value: 'limited', label: 'Limited from a date' },
  { value: 'booked', label: 'Booked until a date' },
];
