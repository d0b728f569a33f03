'use client';

import { useEffect } from 'react';
import { BUTTON_BASE, BUTTON_SIZES, BUTTON_VARIANTS } from '@/components/ui/button-classes';

// In production Next replaces server error messages with a generic one plus a digest,
// so no stack trace or internal detail reaches the visitor.
/** What a route's error.tsx shows when its page fails to render. */
export function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <main id="main" tabIndex={-1} className="flex min-h-screen flex-col items-center justify-center gap-4 px-4 text-center focus:outline-none">
      <h1 className="text-3xl font-bold tracking-tight">Unexpected Application Error!</h1>
      <p className="max-w-xl text-muted-foreground">{error.message}</p>
      <button type="button" onClick={reset} className={`${BUTTON_BASE} ${BUTTON_VARIANTS.default} ${BUTTON_SIZES.default} mt-2`}>
        Try again
      </button>
    </main>
  );
}
