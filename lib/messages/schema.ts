import * as z from 'zod/mini';
import { BUDGETS, ENQUIRY_TEXTS, MESSAGE_LIMITS, OTHER_SERVICE, TIMELINES } from '@/lib/messages/vocabulary';
import { hostName, plainName } from '@/lib/validation/source';
import { controlCharactersRule, hasControlCharacters } from '@/lib/validation/text';

// zod/mini: the contact form validates in the browser, where every kilobyte counts.
// jitless: zod otherwise probes `new Function` once, which the CSP (no 'unsafe-eval') reports
// as a console error on every visit.
z.config({ jitless: true });

/** A service's slug as its table makes it: lower-case words joined by single hyphens. */
const SERVICE_SLUG = new RegExp(`^(?=.{1,${MESSAGE_LIMITS.serviceName}}$)[a-z0-9]+(-[a-z0-9]+)*$`);

/** An optional choice: '' (the empty option) or absent is null; anything but `isChoice` is refused. */
const optionalChoice = <T extends string>(isChoice: (value: string) => value is T) =>
  z.pipe(
    z.optional(z.string().check(z.refine((value) => value === '' || isChoice(value), ENQUIRY_TEXTS.invalidChoice))),
    z.transform((value): T | null => (value && isChoice(value) ? value : null)),
  );

const isBudget = (value: string): value is (typeof BUDGETS)[number] => (BUDGETS as readonly string[]).includes(value);
const isTimeline = (value: string): value is (typeof TIMELINES)[number] => (TIMELINES as readonly string[]).includes(value);
const isServiceKey = (value: string): value is string => value === OTHER_SERVICE || SERVICE_SLUG.test(value);

// Where the visitor came from, read by the browser as they send: kept only as plain names, and
// anything else is dropped (null), never refused, so a strange address never stops a message.
const sourceHost = z.pipe(z.optional(z.string()), z.transform((value: string | undefined) => hostName(value)));
const campaignName = z.pipe(z.optional(z.string()), z.transform((value: string | undefined) => plainName(value)));

export const contactSchema = z.object({
  name: z.string().check(
    z.trim(),
    z.minLength(1, 'Name is required'),
    z.maxLength(MESSAGE_LIMITS.name, `Name must be at most ${MESSAGE_LIMITS.name} characters`),
    z.refine((value) => !hasControlCharacters(value, { multiline: false }), controlCharactersRule('Name')),
  ),
  email: z.string().check(
    z.trim(),
    z.minLength(1, 'Email is required'),
    z.email('Enter a valid email address, e.g. name@example.com'),
  ),
  message: z.string().check(
    // Browsers post a textarea's line breaks as CRLF; the message is stored as typed.
    z.overwrite((value) => value.replace(/\r\n?/g, '\n')),
    z.trim(),
    z.minLength(1, 'Message is required'),
    z.maxLength(MESSAGE_LIMITS.message, `Message must be at most ${MESSAGE_LIMITS.message.toLocaleString('en-US')} characters`),
    z.refine((value) => !hasControlCharacters(value, { multiline: true }), controlCharactersRule('Message')),
  ),
  // What the enquiry is about, all optional: a service's slug or OTHER_SERVICE, a budget, a timeline.
  service: optionalChoice(isServiceKey),
  budget: optionalChoice(isBudget),
  timeline: optionalChoice(isTimeline),
  referrer: sourceHost,
  utm_source: campaignName,
  utm_medium: campaignName,
  utm_campaign: campaignName,
  // The honeypot: hidden from people, filled in by bots (see ContactForm).
  website: z.optional(z.string()),
});

export type ContactField = Exclude<keyof z.infer<typeof contactSchema>, 'website'>;

/** The fields a visitor types; the others are choices from lists and what the browser adds. */
export type TypedField = 'name' | 'email' | 'message';

/** The fields whose problems are the form's message rather than an error under a field. */
export const CHOICE_FIELDS = ['service', 'budget', 'timeline'] as const satisfies readonly ContactField[];

/** Field → first error message for the typed fields, or null when they are valid (the server checks the rest). */
export function validateContact(values: Record<TypedField, string>): Partial<Record<TypedField, string>> | null {
  const result = contactSchema.safeParse(values);
  if (result.success) return null;
  const errors: Partial<Record<TypedField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as TypedField;
    errors[field] ??= issue.message;
  }
  return errors;
}
