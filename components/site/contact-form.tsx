'use client';

import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError, Input, Label, Textarea } from '@/components/ui/input';
import { preloadToaster } from '@/components/ui/lazy-toaster';
import { toast } from '@/components/ui/toast-store';
import type { ContactField } from '@/lib/validation/contact';

const SEND_DELAY_MS = 1000;

// The validator (zod) and the toast code load when the visitor starts on the form, not with the page.
const loadValidator = () => import('@/lib/validation/contact');
function preloadFormCode() {
  void loadValidator();
  preloadToaster();
}

/** Validates, waits a second, thanks the visitor and clears the form. Nothing is sent. */
export function ContactForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Partial<Record<ContactField, string>>>({});
  const [isSending, setIsSending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    // Client-only by design: the contact form makes no network call.
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values = {
      name: String(data.get('name') ?? ''),
      email: String(data.get('email') ?? ''),
      message: String(data.get('message') ?? ''),
    };
    const { validateContact } = await loadValidator();
    const fieldErrors = validateContact(values);
    setErrors(fieldErrors ?? {});
    if (fieldErrors) return;

    setIsSending(true);
    await new Promise((resolve) => setTimeout(resolve, SEND_DELAY_MS));
    setIsSending(false);
    formRef.current?.reset();
    toast({ title: 'Message Sent!', description: "Thank you for reaching out. I'll get back to you soon." });
  }

  const field = (name: ContactField) => ({
    id: `contact-${name}`,
    name,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `contact-${name}-error` : undefined,
  });

  return (
    <form ref={formRef} onSubmit={onSubmit} onFocus={preloadFormCode} noValidate className="grid gap-5 rounded-card border bg-card p-6 shadow-sm sm:p-8">
      <div className="grid gap-2">
        <Label htmlFor="contact-name">Name</Label>
        <Input {...field('name')} autoComplete="name" placeholder="Your name" />
        <FieldError id="contact-name-error" messages={errors.name ? [errors.name] : undefined} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="contact-email">Email</Label>
        <Input {...field('email')} type="email" autoComplete="email" placeholder="you@example.com" />
        <FieldError id="contact-email-error" messages={errors.email ? [errors.email] : undefined} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="contact-message">Message</Label>
        <Textarea {...field('message')} rows={5} placeholder="Tell me about your project" />
        <FieldError id="contact-message-error" messages={errors.message ? [errors.message] : undefined} />
      </div>
      <Button type="submit" size="lg" disabled={isSending}>
        {isSending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
