import * as z from 'zod/mini';

// zod/mini: the contact form validates in the browser, where every kilobyte counts.
// jitless: zod otherwise probes `new Function` once, which the CSP (no 'unsafe-eval') reports
// as a console error on every visit.
z.config({ jitless: true });

export const contactSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Name is required'), z.maxLength(200, 'Name must be at most 200 characters')),
  email: z.string().check(
    z.trim(),
    z.minLength(1, 'Email is required'),
    z.email('Enter a valid email address, e.g. name@example.com'),
  ),
  message: z.string().check(
    z.trim(),
    z.minLength(1, 'Message is required'),
    z.maxLength(5000, 'Message must be at most 5,000 characters'),
  ),
});

export type ContactField = keyof z.infer<typeof contactSchema>;

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
