import type { ReactNode } from 'react';
import { LazyToaster } from '@/components/ui/lazy-toaster';
import { SkipLink } from './skip-link';

/**
 * The <html> and <body> of each root layout. The public pages and the owner's pages are two
 * documents with a stylesheet each (app/site.css, app/admin.css); going from one to the other
 * is a full page load, so a document never holds both.
 */
export function Document({ children }: { children: ReactNode }) {
  return (
    // next-themes sets the class and color-scheme before paint, so React must not complain.
    <html lang="en" suppressHydrationWarning>
      <body className="min-h-screen">
        <SkipLink />
        {children}
        <LazyToaster />
      </body>
    </html>
  );
}
