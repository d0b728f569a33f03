'use client';

import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError, Input, Label, Textarea } from '@/components/ui/input';
import { preloadToaster } from '@/components/ui/lazy-toaster';
import type { ContactField } from '@/lib/messages/schema';
import type { FieldErrors, SendMessage } from './contact-send';

// Checking and sending (zod, the server action) and the toast code load when the visitor
// starts on the form, not with the page.
const loadFormCode = () => import('./contact-send');
function preloadFormCode() {
  void loadFormCode();
  preloadToaster();
}

/**
 * Checked in the browser as the visitor sends it (the server checks again), stored by a server
 * action, and only then thanked and cleared; on any failure the form keeps what was typed.
 * The action is called directly rather than through useActionState: it never redirects, and
 * the public pages have a JavaScript budget.
 */
export function ContactForm({ sendMessage, enquiryFields }: { sendMessage: SendMessage; enquiryFields?: ReactNode }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isSending, setIsSending] = useState(false);

  // A service's "Enquire" link (/?service=<slug>#contact) arrives with it chosen; the page is
  // static, so the address is read here rather than by the server.
  useEffect(() => {
    const wanted = new URLSearchParams(location.search).get('service');
    const select = formRef.current?.elements.namedItem('service');
    if (wanted && select instanceof HTMLSelectElement && [...select.options].some((option) => option.value === wanted)) select.value = wanted;
  }, []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSending) return;
    const data = new FormData(event.currentTarget);
    const { checkContact, sendContact } = await loadFormCode();
    const fieldErrors = checkContact(data);
    setErrors(fieldErrors ?? {});
    if (fieldErrors) return;

    setIsSending(true);
    const result = await sendContact(sendMessage, data);
    setIsSending(false);
    if (result.ok) formRef.current?.reset();
    setErrors(result.errors);
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
      className="grid gap-5 panel sm:p-8"
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
      {/* Rendered by the server: the lists carry no code to the browser. */}
      {enquiryFields}
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
