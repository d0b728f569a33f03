import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Input, Label, Textarea } from '@/components/ui/input';
import { CONTACT_TEXTS } from '@/lib/messages/vocabulary';

/** Where a field's error appears: empty and hidden until the form's code writes one. */
function ErrorSlot({ name }: { name: string }) {
  return <p id={`contact-${name}-error`} className="text-sm text-destructive" hidden />;
}

/**
 * The contact form's fields, rendered on the server inside the client ContactForm: the spec's
 * name, email and message, the optional enquiry lists, the honeypot, the send button and where
 * the form says the message was sent (beside the toast, which goes after a few seconds).
 */
export function ContactFields({ enquiryFields }: { enquiryFields?: ReactNode }) {
  return (
    <>
      <div className="grid gap-2">
        <Label htmlFor="contact-name">Name</Label>
        <Input id="contact-name" name="name" autoComplete="name" placeholder="Your name" />
        <ErrorSlot name="name" />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="contact-email">Email</Label>
        <Input id="contact-email" name="email" type="email" autoComplete="email" placeholder="you@example.com" />
        <ErrorSlot name="email" />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="contact-message">Message</Label>
        <Textarea id="contact-message" name="message" rows={5} placeholder="Tell me about your project" />
        <ErrorSlot name="message" />
      </div>
      {enquiryFields}
      {/* The honeypot: out of sight and out of the tab order; a person never fills it in, bots do. */}
      <div aria-hidden className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">Website</label>
        <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <Button type="submit" size="lg">
        {CONTACT_TEXTS.send}
      </Button>
      {/* Empty until a message is stored, and there from the start, so screen readers announce what the form's code writes into it. */}
      <p id="contact-sent" role="status" aria-live="polite" className="form-sent" />
    </>
  );
}
