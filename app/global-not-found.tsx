import type { Metadata } from 'next';
import Link from 'next/link';
import { LogMissingRoute } from '@/components/site/log-missing-route';
import { Document } from '@/components/site/document';
import { DOCUMENT_METADATA, DOCUMENT_VIEWPORT } from '@/lib/site/document';
import { ThemeProvider } from '@/components/site/theme-provider';
import { buttonVariants } from '@/components/ui/button';
import './site.css';

// Next adds the robots noindex of a 404 page itself.
export const metadata: Metadata = { ...DOCUMENT_METADATA, title: '404: Page not found' };
export const viewport = DOCUMENT_VIEWPORT;

/**
 * Every URL no route matches. Prerendered with its own document (it bypasses the root layout),
 * so it is real HTML with a 404 status, and its code loads only on this page.
 */
export default function GlobalNotFound() {
  return (
    <Document>
      <ThemeProvider>
        <main id="main" tabIndex={-1} className="flex min-h-screen flex-col items-center justify-center gap-4 px-4 text-center focus:outline-none">
          <LogMissingRoute />
          <h1 className="text-7xl font-extrabold tracking-tight text-primary">404</h1>
          <p className="text-xl text-muted-foreground">Oops! Page not found</p>
          <Link href="/" className={buttonVariants({ className: 'mt-4' })}>
            Return to Home
          </Link>
        </main>
      </ThemeProvider>
    </Document>
  );
}
