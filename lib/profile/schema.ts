import { z } from 'zod';
import { AVAILABILITY_STATUSES, DATED_STATUSES, PROFILE_LIMITS as L } from '@/lib/profile/vocabulary';
import { isPeoplePhotoPath } from '@/lib/people/photos';
import { isHttpUrl } from '@/lib/utils';
import { DEFAULT_CURRENCY, isCurrencyCode } from '@/lib/validation/currencies';
import { optionalLabel, optionalText, optionalUrl, requiredText as text } from '@/lib/validation/fields';

const email = z
  .string({ error: 'Contact email is required' })
  .trim()
  .min(1, 'Contact email is required')
  .max(L.email, `Contact email must be at most ${L.email} characters`)
  .pipe(z.email('Enter a valid email address, e.g. name@example.com'));

const isLink = (value: string) => isHttpUrl(value) || /^mailto:[^@\s]+@[^@\s]+\.[^@\s]+$/i.test(value);

/** "Label | https://…" per line, e.g. "Dribbble | https://dribbble.com/you". */
const otherLinks = z
  .string()
  .max(L.otherLinks * 2200, 'Other links is too long')
  .optional()
  .transform((value, ctx) => {
    const lines = (value ?? '')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    if (lines.length > L.otherLinks) ctx.addIssue({ code: 'custom', message: `At most ${L.otherLinks} other links` });
    return lines.map((line, index) => {
      const [label = '', ...rest] = line.split('|');
      const link = { label: label.trim(), url: rest.join('|').trim() };
      if (!link.label || link.label.length > L.linkLabel || !isLink(link.url)) {
        ctx.addIssue({
          code: 'custom',
          message: `Link ${index + 1} must be "Label | URL" with a label of at most ${L.linkLabel} characters and an http(s) or mailto: URL`,
        });
      }
      return link;
    });
  });

export const BOOKING_URL_RULE = 'Booking page must be an https:// address, e.g. https://cal.com/you';

/** A day as <input type="date"> posts it, from 2000 to 2100 (the database's bounds); null when empty. */
const availabilityDate = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || null)
  .refine((value) => {
    if (value === null) return true;
    const day = new Date(`${value}T00:00:00Z`);
    // A day that does not exist (30 February) comes back as another.
    return /^(20\d\d|2100)-\d\d-\d\d$/.test(value) && !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value) && value <= '2100-12-31';
  }, 'Enter a date from 2000 to 2100, e.g. 2027-04-30');

const statValue = (n: number) => text(`Stat ${n} value`, L.statValue);
const statLabel = (n: number) => text(`Stat ${n} label`, L.statLabel);

/** The profile form, parsed from FormData strings. */
export const profileSchema = z.object({
  siteName: text('Site name', L.siteName, { singleLine: true }),
  name: text('Name', L.name),
  role: text('Role', L.role),
  heroHeading: text('Hero heading', L.heroHeading),
  intro: text('Introduction', L.intro),
  description: text('Description', L.description),
  contactEmail: email,
  codeUrl: optionalUrl('Code profile URL'),
  networkUrl: optionalUrl('Professional profile URL'),
  otherLinks,
  stat1Value: statValue(1),
  stat1Label: statLabel(1),
  stat2Value: statValue(2),
  stat2Label: statLabel(2),
  stat3Value: statValue(3),
  stat3Label: statLabel(3),
  skillsIntro: optionalText('Skills introduction', L.sectionIntro),
  projectsIntro: optionalText('Projects introduction', L.sectionIntro),
  contactIntro: optionalText('Contact introduction', L.sectionIntro),
  // Empty: the current year, whenever the page is built.
  copyrightYear: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? Number(value) : null))
    .refine((value) => value === null || (Number.isInteger(value) && value >= 1990 && value <= 2100), 'Copyright year must be a year from 1990 to 2100, or empty for the current year'),
  cvUrl: optionalUrl('CV link'),
  /** An uploaded CV (its path in the profile-files bucket), kept or replaced by the form. */
  cvPath: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || null)
    .refine((value) => value === null || /^cv\/[A-Za-z0-9_-]{1,64}\.pdf$/.test(value), 'The CV file could not be found. Upload it again.'),
  /** The uploaded portrait (its path in the people bucket), kept or replaced by the form. */
  photoPath: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || null)
    .refine((value) => value === null || isPeoplePhotoPath('portrait', value), 'The portrait could not be found. Upload it again.'),
  photoAlt: optionalText('Portrait alt text', L.photoAlt),
  availability: z.enum(AVAILABILITY_STATUSES, { error: 'Choose how your availability shows' }).optional().transform((value) => value ?? 'hidden'),
  availabilityDate,
  availabilityNote: optionalLabel('Availability note', L.availabilityNote),
  bookingUrl: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || null)
    .refine((value) => value === null || (isHttpUrl(value) && /^https:\/\//i.test(value)), BOOKING_URL_RULE),
  businessName: optionalLabel('Business name', L.businessName),
  businessAddress: optionalText('Business address', L.businessAddress).transform((value) => value || null),
  taxId: optionalLabel('Tax number', L.taxId),
  paymentInstructions: optionalText('Payment instructions', L.paymentInstructions).transform((value) => value || null),
  // The contact form's budget ranges are in it; a profile saved before it was asked keeps EUR.
  currency: z
    .string()
    .optional()
    .transform((value) => value || DEFAULT_CURRENCY)
    .refine(isCurrencyCode, 'Choose a currency from the list'),
})
  .refine((profile) => !(profile.cvPath && profile.cvUrl), { path: ['cvUrl'], error: 'Keep either the uploaded CV or a link, not both' })
  .refine((profile) => !profile.photoPath || profile.photoAlt, { path: ['photoAlt'], error: 'Describe the portrait for people who cannot see it' })
  .superRefine(({ availability, availabilityDate: date }, ctx) => {
    const needsDate = DATED_STATUSES.includes(availability);
    if (needsDate && !date) ctx.addIssue({ code: 'custom', path: ['availabilityDate'], message: `${availability === 'booked' ? 'Booked until' : 'Limited from'} needs a date` });
    if (!needsDate && date) ctx.addIssue({ code: 'custom', path: ['availabilityDate'], message: 'Only limited and booked availability take a date' });
  });

export type ProfileFormField = keyof z.input<typeof profileSchema>;
export type ProfileInput = z.output<typeof profileSchema>;
