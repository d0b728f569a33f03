import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { SkipLink } from '@/components/site/skip-link';
import { LazyToaster } from '@/components/ui/lazy-toaster';
import { env } from '@/lib/env';
import './globals.css';

/**
 * What every page shares and nothing reads data for: the not-found pages under this layout are
 * built once and never rebuilt. The profile's titles and descriptions are in app/(site)/layout.tsx.
 */
export const metadata: Metadata = { metadataBase: new URL(env.siteUrl), applicationName: 'Portfolio' };

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#f8f9fc' },
    { media: '(prefers-color-scheme: dark)', color: '#151722' },
  ],
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // next-themes sets the class and color-scheme before paint, so React must not complain.
    <html lang="en" suppressHydrationWarning>
      <body className="min-h-screen">
        <SkipLink />
        {/* The theme provider is in each area's layout: /admin and /auth give its script a nonce. */}
        {children}
        <LazyToaster />
      </body>
    </html>
  );
}
