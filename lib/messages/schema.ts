import * as z from 'zod/mini';
import { MESSAGE_LIMITS } from '@/lib/messages/vocabulary';

// zod/mini: the contact form validates in the browser, where every kilobyte counts.
// jitless: zod otherwise probes `new Function` once, which the CSP (no 'unsafe-eval') reports
// as a console error on every visit.
z.config({ jitless: true });

export const contactSchema = z.object({
  name: z.string().check(
    z.trim(),
    z.minLength(1, 'Name is required'),
    z.maxLength(MESSAGE_LIMITS.name, `Name must be at most ${MESSAGE_LIMITS.name} characters`),
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
  ),
  // The honeypot: hidden from people, filled in by bots (see ContactForm).
  website: z.optional(z.string()),
});

export type ContactField = Exclude<keyof z.infer<typeof contactSchema>, 'website'>;

/** Field → first error message, or null when the form is valid. */
export function validateContact(values: Record<ContactField, string>): Partial<Record<ContactField, string>> | null {
  const result = contactSchema.safeParse(values);
  if (result.success) return null;
  const errors: Partial<Record<ContactField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField;
    errors[field] ??= issue.message;
  }
  return errors;
}
