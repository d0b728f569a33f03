'use client';

import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError, Input, Label, Textarea } from '@/components/ui/input';
import { preloadToaster } from '@/components/ui/lazy-toaster';
import { toast } from '@/components/ui/toast-store';
import type { ActionResult, FormState } from '@/lib/actions/result';
import { CONTACT_TEXTS } from '@/lib/messages/vocabulary';
import type { ContactField } from '@/lib/validation/contact';

// The validator (zod) and the toast code load when the visitor starts on the form, not with the page.
const loadValidator = () => import('@/lib/validation/contact');
function preloadFormCode() {
  void loadValidator();
  preloadToaster();
}

type FieldErrors = Partial<Record<ContactField, string>>;

/** The server action that stores a message (passed in by the page: components never import routes). */
export type SendMessage = (state: FormState<ContactField>, data: FormData) => Promise<ActionResult<ContactField>>;

/** The server's answer, or a failure when the request itself failed (offline, server down). */
async function send(sendMessage: SendMessage, data: FormData): Promise<ActionResult<ContactField>> {
  try {
    return await sendMessage(null, data);
  } catch {
    return { ok: false, message: CONTACT_TEXTS.unreachable };
  }
}

/**
 * Checked in the browser as the visitor sends it (the server checks again), stored by a server
 * action, and only then thanked and cleared; on any failure the form keeps what was typed.
 * The action is called directly rather than through useActionState: it never redirects, and
 * the public pages have a JavaScript budget.
 */
export function ContactForm({ sendMessage }: { sendMessage: SendMessage }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isSending, setIsSending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSending) return;
    const data = new FormData(event.currentTarget);
    const { validateContact } = await loadValidator();
    const fieldErrors = validateContact({
      name: String(data.get('name') ?? ''),
      email: String(data.get('email') ?? ''),
      message: String(data.get('message') ?? ''),
    });
    setErrors(fieldErrors ?? {});
    if (fieldErrors) return;

    setIsSending(true);
    const result = await send(sendMessage, data);
    setIsSending(false);
    if (result.ok) {
      formRef.current?.reset();
      toast({ title: CONTACT_TEXTS.sentTitle, description: CONTACT_TEXTS.sentDescription });
      return;
    }
    const serverErrors = Object.fromEntries(Object.entries(result.fieldErrors ?? {}).map(([name, messages]) => [name, messages?.[0]]));
    setErrors(serverErrors);
    toast({ title: 'Error', description: result.message, variant: 'destructive' });
  }

  const errorOf = (name: ContactField) => errors[name];
  const field = (name: ContactField) => ({
    id: `contact-${name}`,
    name,
    'aria-invalid': errorOf(name) ? true : undefined,
    'aria-describedby': errorOf(name) ? `contact-${name}-error` : undefined,
  });

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      // Without JavaScript the browser would otherwise put the message in the page's URL.
      method="post"
      onFocus={preloadFormCode}
      noValidate
      aria-label="Contact"
      className="grid gap-5 rounded-card border bg-card p-6 shadow-sm sm:p-8"
    >
      <div className="grid gap-2">
        <Label htmlFor="contact-name">Name</Label>
        <Input {...field('name')} autoComplete="name" placeholder="Your name" />
        <FieldError id="contact-name-error" messages={errorOf('name') ? [errorOf('name')!] : undefined} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="contact-email">Email</Label>
        <Input {...field('email')} type="email" autoComplete="email" placeholder="you@example.com" />
        <FieldError id="contact-email-error" messages={errorOf('email') ? [errorOf('email')!] : undefined} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="contact-message">Message</Label>
        <Textarea {...field('message')} rows={5} placeholder="Tell me about your project" />
        <FieldError id="contact-message-error" messages={errorOf('message') ? [errorOf('message')!] : undefined} />
      </div>
      {/* The honeypot: out of sight and out of the tab order; a person never fills it in, bots do. */}
      <div aria-hidden className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">Website</label>
        <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <Button type="submit" size="lg" disabled={isSending}>
        {isSending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
