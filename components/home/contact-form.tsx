'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { preloadToaster } from '@/components/ui/lazy-toaster';
import type { SendMessage } from './contact-send';

// Checking, sending and showing errors (zod, the server action, the texts) and the toast code
// load when the visitor starts on the form, not with the page.
const loadFormCode = () => import('./contact-send');
function preloadFormCode() {
  void loadFormCode();
  preloadToaster();
}

/**
 * The contact form's only code in the page: the form element. Its fields are server-rendered
 * children (ContactFields), so they cost markup, not JavaScript; on submit the lazily loaded
 * module checks the fields (the server checks again), sends them through the server action,
 * shows the errors in the fields' own slots, and clears the form only after a success.
 */
export function ContactForm({ sendMessage, children }: { sendMessage: SendMessage; children: ReactNode }) {
  const formRef = useRef<HTMLFormElement>(null);

  // A service's "Enquire" link (/?service=<slug>#contact) arrives with it chosen; the page is
  // static, so the address is read here rather than by the server.
  useEffect(() => {
    const wanted = new URLSearchParams(location.search).get('service');
    const select = formRef.current?.elements.namedItem('service');
    if (wanted && select instanceof HTMLSelectElement && [...select.options].some((option) => option.value === wanted)) select.value = wanted;
  }, []);

  return (
    <form
      ref={formRef}
      onSubmit={(event) => {
        event.preventDefault();
        const form = event.currentTarget;
        void loadFormCode().then(({ submitContact }) => submitContact(form, sendMessage));
      }}
      // Without JavaScript the browser would otherwise put the message in the page's URL.
      method="post"
      onFocus={preloadFormCode}
      noValidate
      aria-label="Contact"
      className="grid gap-5 panel sm:p-8"
    >
      {children}
    </form>
  );
}
