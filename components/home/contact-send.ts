import { toast } from '@/components/ui/toast-store';
import type { ActionResult, FormState } from '@/lib/actions/result';
import { CONTACT_TEXTS } from '@/lib/messages/vocabulary';
import { validateContact, type ContactField } from '@/lib/messages/schema';
import { enquirySource } from '@/lib/messages/source';

// The contact form's checking and sending, fetched when the visitor starts on the form
// (ContactForm), not with the page: zod, the server action's client and the texts.

export type FieldErrors = Partial<Record<ContactField, string>>;

/** The server action that stores a message (passed in by the page: components never import routes). */
export type SendMessage = (state: FormState<ContactField>, data: FormData) => Promise<ActionResult<ContactField>>;

/** The browser-side check (the server checks again): field → first error, or null. */
export function checkContact(data: FormData): FieldErrors | null {
  return validateContact({
    name: String(data.get('name') ?? ''),
    email: String(data.get('email') ?? ''),
    message: String(data.get('message') ?? ''),
  });
}

/**
 * Stores the message through the server action and toasts the outcome; a request that fails on
 * the way (offline, server down) is a failure like any other. Resolves to the field errors to
 * show, none after a success.
 */
export async function sendContact(sendMessage: SendMessage, data: FormData): Promise<{ ok: boolean; errors: FieldErrors }> {
  let result: ActionResult<ContactField>;
  // Where the visitor came from, read now rather than kept in the browser.
  for (const [name, value] of Object.entries(enquirySource(document.referrer, location.search, location.host))) data.set(name, value);
  try {
    result = await sendMessage(null, data);
  } catch {
    result = { ok: false, message: CONTACT_TEXTS.unreachable };
  }
  if (result.ok) {
    toast({ title: CONTACT_TEXTS.sentTitle, description: CONTACT_TEXTS.sentDescription });
    return { ok: true, errors: {} };
  }
  toast({ title: 'Error', description: result.message, variant: 'destructive' });
  return { ok: false, errors: Object.fromEntries(Object.entries(result.fieldErrors ?? {}).map(([name, messages]) => [name, messages?.[0]])) };
}
