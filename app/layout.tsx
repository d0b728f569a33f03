import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { SkipLink } from '@/components/site/skip-link';
import { LazyToaster } from '@/components/ui/lazy-toaster';
import { getPublicProfile } from '@/lib/data/profile/public';
import { env } from '@/lib/env';
import './globals.css';

/** Titles, description and link previews of every page, from the owner's profile. */
export async function generateMetadata(): Promise<Metadata> {
  const profile = await getPublicProfile();
  const name = profile?.name ?? 'Portfolio';
  const title = profile ? `${profile.name} | ${profile.role}` : 'Portfolio';
  const description = profile?.description;
  return {
    metadataBase: new URL(env.siteUrl),
    title: { default: title, template: `%s | ${name}` },
    description,
    applicationName: 'Portfolio',
    authors: profile ? [{ name: profile.name }] : undefined,
    openGraph: {
      type: 'website',
      siteName: profile ? `${profile.name} Portfolio` : 'Portfolio',
      title,
      description,
      url: '/',
      images: [{ url: '/demo/og-default.webp', width: 1200, height: 630, alt: profile ? `${profile.name}, ${profile.role}` : 'Portfolio' }],
    },
    twitter: { card: 'summary_large_image', title, description, images: ['/demo/og-default.webp'] },
  };
}

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
