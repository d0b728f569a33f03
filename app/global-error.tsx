'use client';

import './site.css';

/** Last resort when the root layout itself fails: it must render its own <html>. */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en" className="dark" style={{ colorScheme: 'dark' }}>
      <body className="flex min-h-screen flex-col items-center justify-center gap-4 px-4 text-center">
        <h1 className="text-3xl font-bold tracking-tight">Unexpected Application Error!</h1>
        <p className="max-w-xl opacity-80">{error.message}</p>
        <button type="button" onClick={reset} className="rounded-lg border px-4 py-2">
          Try again
        </button>
      </body>
    </html>
  );
}
