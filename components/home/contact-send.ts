import { toast } from '@/components/ui/toast-store';
import type { ActionResult, FormState } from '@/lib/actions/result';
import { CONTACT_TEXTS } from '@/lib/messages/vocabulary';
import { validateContact, type ContactField } from '@/lib/messages/schema';
import { visitSource } from '@/lib/messages/source';

// The contact form's checking, sending and error display, fetched when the visitor starts on
// the form (ContactForm), not with the page: zod, the server action's client and the texts.

export type FieldErrors = Partial<Record<ContactField, string>>;

/** The server action that stores a message (passed in by the page: components never import routes). */
export type SendMessage = (state: FormState<ContactField>, data: FormData) => Promise<ActionResult<ContactField>>;

/** The browser-side check (the server checks again): field → first error, or null. */
function checkContact(data: FormData): FieldErrors | null {
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
async function sendContact(sendMessage: SendMessage, data: FormData): Promise<{ ok: boolean; errors: FieldErrors }> {
  let result: ActionResult<ContactField>;
  // Where the visit came from: its first page's referrer and campaign, however the visitor moved since.
  for (const [name, value] of Object.entries(visitSource())) data.set(name, value);
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

/** The fields with an error slot (ContactFields); an error for another field shows in the toast. */
const SHOWN_FIELDS = ['name', 'email', 'message'] as const;

/** Writes each field's error into its slot and marks the field invalid; clears the others. */
function showErrors(form: HTMLFormElement, errors: FieldErrors) {
  for (const name of SHOWN_FIELDS) {
    const field = form.elements.namedItem(name);
    const slot = form.querySelector<HTMLElement>(`#contact-${name}-error`);
    const message = errors[name];
    if (slot) {
      slot.textContent = message ?? '';
      slot.hidden = !message;
    }
    if (!(field instanceof HTMLElement)) continue;
    if (message) {
      field.setAttribute('aria-invalid', 'true');
      field.setAttribute('aria-describedby', `contact-${name}-error`);
    } else {
      field.removeAttribute('aria-invalid');
      field.removeAttribute('aria-describedby');
    }
  }
}

/** Says in the form itself that the message was sent (the toast says it too, for a few seconds only); empty otherwise. */
function showSent(form: HTMLFormElement, sent: boolean) {
  const region = form.querySelector<HTMLElement>('#contact-sent');
  if (!region) return;
  if (!sent) {
    region.replaceChildren();
    return;
  }
  const title = document.createElement('strong');
  title.textContent = CONTACT_TEXTS.sentTitle;
  region.replaceChildren(title, ` ${CONTACT_TEXTS.sentDescription}`);
}

function showSending(form: HTMLFormElement, sending: boolean) {
  if (sending) form.dataset.sending = '';
  else delete form.dataset.sending;
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!button) return;
  button.disabled = sending;
  button.textContent = sending ? CONTACT_TEXTS.sending : CONTACT_TEXTS.send;
}

/**
 * The form's submit: checked here, then stored, thanked (in the form and by a toast) and
 * cleared; on any failure the form keeps what was typed and each field shows its error. A second
 * press while sending does nothing.
 * The fields are server-rendered markup that React never renders again, so writing their error
 * text and ARIA state here cannot be undone by a render.
 */
export async function submitContact(form: HTMLFormElement, sendMessage: SendMessage) {
  if ('sending' in form.dataset) return;
  const data = new FormData(form);
  const fieldErrors = checkContact(data);
  showSent(form, false);
  showErrors(form, fieldErrors ?? {});
  if (fieldErrors) return;

  showSending(form, true);
  const result = await sendContact(sendMessage, data);
  showSending(form, false);
  if (result.ok) form.reset();
  showErrors(form, result.errors);
  showSent(form, result.ok);
}
