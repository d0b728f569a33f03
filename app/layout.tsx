import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { SkipLink } from '@/components/site/skip-link';
import { LazyToaster } from '@/components/ui/lazy-toaster';
import { env } from '@/lib/env';
import { site } from '@/lib/site';
import './globals.css';

const title = `${site.name} | ${site.role}`;

export const metadata: Metadata = {
  metadataBase: new URL(env.siteUrl),
  title: { default: title, template: `%s | ${site.name}` },
  description: site.description,
  applicationName: 'Portfolio',
  authors: [{ name: site.name }],
  openGraph: {
    type: 'website',
    siteName: `${site.name} Portfolio`,
    title,
    description: site.description,
    url: '/',
    images: [{ url: '/demo/og-default.webp', width: 1200, height: 630, alt: `${site.name}, ${site.role}` }],
  },
  twitter: { card: 'summary_large_image', title, description: site.description, images: ['/demo/og-default.webp'] },
};

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
