import 'server-only';
import { z } from 'zod';
import { asColumns, columnsOf, oneOf, parseStored, selectList } from '@/lib/data/rows';
import { env } from '@/lib/env';
import { peoplePhotoUrl } from '@/lib/people/photos';
import { AVAILABILITY_STATUSES, PROFILE_FILES_BUCKET, PROFILE_LIMITS as L } from '@/lib/profile/vocabulary';
import type { Availability } from '@/lib/profile/availability';
import { BOOKING_URL_RULE, type ProfileInput } from '@/lib/profile/schema';
import type { Tables, TablesInsert } from '@/lib/supabase/database.types';
import { CURRENCY_CODES, type CurrencyCode } from '@/lib/validation/currencies';

export const PROFILE_COLUMNS = columnsOf('profile', [
  'id',
  'site_name',
  'name',
  'role',
  'hero_heading',
  'intro',
  'description',
  'contact_email',
  'code_url',
  'network_url',
  'other_links',
  'stats',
  'skills_intro',
  'projects_intro',
  'contact_intro',
  'copyright_year',
  'cv_path',
  'cv_url',
  'photo_path',
  'photo_alt',
  'availability',
  'availability_date',
  'availability_note',
  'booking_url',
  'currency',
  'business_name',
  'business_address',
  'tax_id',
  'payment_instructions',
  'resume_public',
  'updated_at',
]);

export const PROFILE_SELECT = selectList(PROFILE_COLUMNS);

export type Link = { label: string; url: string };
export type Stat = { value: string; label: string };

/** Everything the site says about its owner. */
export type Profile = {
  /** The header's brand, the end of every page title, the feeds' title. */
  siteName: string;
  name: string;
  role: string;
  heroHeading: string;
  intro: string;
  description: string;
  contactEmail: string;
  codeUrl: string | null;
  networkUrl: string | null;
  otherLinks: Link[];
  stats: Stat[];
  skillsIntro: string;
  projectsIntro: string;
  contactIntro: string;
  /** null: the current year. */
  copyrightYear: number | null;
  /** The uploaded CV's path, or null. */
  cvPath: string | null;
  /** Where the "Download CV" link goes: the uploaded file's public URL or the link; null for none. */
  cvHref: string | null;
  /** The portrait: its path in the bucket, its public address and alt text; null for none. */
  photo: { path: string; src: string; alt: string } | null;
  /** How available the owner is, as stored; the pages decide what it says on the day they render. */
  availability: Availability;
  /** An https page where visitors book a call, or null. */
  bookingUrl: string | null;
  /** The currency of the contact form's budget ranges. */
  currency: CurrencyCode;
  /** On proposals only, each when set: the business's name, postal address (lines) and tax (VAT) number. */
  businessName: string | null;
  businessAddress: string | null;
  taxId: string | null;
  /** How a client pays without Stripe (Markdown: bank details, IBAN, PayPal…); shown on accepted proposals. */
  paymentInstructions: string | null;
  /** Whether the site offers /resume.json. */
  resumePublic: boolean;
};

// The jsonb columns in the shapes their CHECKs enforce (private.valid_links, private.valid_stats),
// keys in the order jsonb keeps them.
const links = z.array(z.strictObject({ url: z.string(), label: z.string() }));
const stats = z.array(z.strictObject({ label: z.string(), value: z.string() }));

export function toProfile(row: Tables<'profile'>): Profile {
  return {
    siteName: row.site_name,
    name: row.name,
    role: row.role,
    heroHeading: row.hero_heading,
    intro: row.intro,
    description: row.description,
    contactEmail: row.contact_email,
    codeUrl: row.code_url,
    networkUrl: row.network_url,
    otherLinks: parseStored(links, row.other_links, 'profile.other_links'),
    stats: parseStored(stats, row.stats, 'profile.stats'),
    skillsIntro: row.skills_intro,
    projectsIntro: row.projects_intro,
    contactIntro: row.contact_intro,
    copyrightYear: row.copyright_year,
    cvPath: row.cv_path,
    cvHref: row.cv_path ? `${env.supabaseUrl}/storage/v1/object/public/${PROFILE_FILES_BUCKET}/${row.cv_path}` : row.cv_url,
    photo: row.photo_path && row.photo_alt ? { path: row.photo_path, src: peoplePhotoUrl(env.supabaseUrl, row.photo_path), alt: row.photo_alt } : null,
    availability: {
      status: parseStored(z.enum(AVAILABILITY_STATUSES), row.availability, 'profile.availability'),
      date: row.availability_date,
      note: row.availability_note,
    },
    bookingUrl: row.booking_url,
    currency: oneOf(CURRENCY_CODES, row.currency, 'profile.currency'),
    businessName: row.business_name,
    businessAddress: row.business_address,
    taxId: row.tax_id,
    paymentInstructions: row.payment_instructions,
    resumePublic: row.resume_public,
  };
}

export function toProfileRow(input: ProfileInput): TablesInsert<'profile'> {
  return {
    id: true,
    ...asColumns('profile', input, [
      'siteName', 'name', 'role', 'heroHeading', 'intro', 'description', 'contactEmail', 'codeUrl', 'networkUrl', 'otherLinks', 'skillsIntro',
      'projectsIntro', 'contactIntro', 'copyrightYear', 'cvPath', 'cvUrl', 'photoPath', 'availability', 'availabilityDate', 'availabilityNote',
      'bookingUrl', 'currency', 'businessName', 'businessAddress', 'taxId', 'paymentInstructions',
    ]),
    stats: [
      { value: input.stat1Value, label: input.stat1Label },
      { value: input.stat2Value, label: input.stat2Label },
      { value: input.stat3Value, label: input.stat3Label },
    ],
    photo_alt: input.photoPath ? input.photoAlt : null,
  };
}

/** Named CHECK constraints of public.profile → what to fix (checked against the migration). */
export const PROFILE_CONSTRAINT_MESSAGES: Record<string, string> = {
  profile_single_row: 'There is only one profile.',
  profile_site_name_valid: `Site name must be 1 to ${L.siteName} characters on one line`,
  profile_name_length: `Name must be 1 to ${L.name} characters`,
  profile_role_length: `Role must be 1 to ${L.role} characters`,
  profile_hero_heading_length: `Hero heading must be 1 to ${L.heroHeading} characters`,
  profile_intro_length: `Introduction must be 1 to ${L.intro} characters`,
  profile_description_length: `Description must be 1 to ${L.description} characters`,
  profile_contact_email_valid: 'Enter a valid email address, e.g. name@example.com',
  profile_code_url_valid: 'Code profile URL must be a valid http(s) URL',
  profile_network_url_valid: 'Professional profile URL must be a valid http(s) URL',
  profile_other_links_valid: `At most ${L.otherLinks} other links, each with a label and an http(s) or mailto: URL`,
  profile_stats_valid: `Exactly ${L.stats} stats, each with a value of at most ${L.statValue} and a label of at most ${L.statLabel} characters`,
  profile_section_intros_length: `Section introductions must be at most ${L.sectionIntro} characters`,
  profile_copyright_year_valid: 'Copyright year must be a year from 1990 to 2100, or empty for the current year',
  profile_cv_valid: 'The CV must be one uploaded PDF or one http(s) link',
  profile_photo_valid: 'The portrait needs alt text of 1 to 300 characters (or no portrait)',
  profile_availability_valid: 'Availability must be not shown, available, limited from a date or booked until a date',
  profile_availability_date_valid: 'Limited and booked availability need a date from 2000 to 2100; the others take none',
  profile_availability_note_length: `The availability note must be 1 to ${L.availabilityNote} characters (or none)`,
  profile_booking_url_valid: BOOKING_URL_RULE,
  profile_currency_valid: 'Choose a currency from the list',
  profile_business_name_length: `Business name must be 1 to ${L.businessName} characters (or none)`,
  profile_business_address_length: `Business address must be 1 to ${L.businessAddress} characters (or none)`,
  profile_tax_id_length: `Tax number must be 1 to ${L.taxId} characters (or none)`,
  profile_payment_instructions_length: `Payment instructions must be at most ${L.paymentInstructions.toLocaleString('en-US')} characters`,
};
