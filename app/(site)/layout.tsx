import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { Document } from '@/components/site/document';
import { InsightsBeacon } from '@/components/site/insights-beacon';
import { SiteFrame } from '@/components/site/site-frame';
import { ThemeProvider } from '@/components/site/theme-provider';
import { getPublicProfile } from '@/lib/profile/public';
import { FEED_PATHS } from '@/lib/posts/vocabulary';
import { DOCUMENT_METADATA, DOCUMENT_VIEWPORT } from '@/lib/site/document';
import { siteMetadata } from '@/lib/site/metadata';
import '../site.css';

export const viewport = DOCUMENT_VIEWPORT;

/** Titles, description and link previews of every public page, from the owner's profile. */
export async function generateMetadata(): Promise<Metadata> {
  return { ...DOCUMENT_METADATA, ...siteMetadata(await getPublicProfile()) };
}

/**
 * The public pages' root layout: static, so the theme script is allowed by the static policy
 * (next.config.ts). The header and footer are the same on every one of them.
 * The beacon counts visits without cookies (the Insights section of the admin).
 * Every one names the blog's feeds (React moves the links into the head), so a feed reader finds
 * them from any page.
 */
export default async function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <Document>
      <ThemeProvider>
        <link rel="alternate" type="application/rss+xml" title="Writing (RSS)" href={FEED_PATHS.rss} />
        <link rel="alternate" type="application/atom+xml" title="Writing (Atom)" href={FEED_PATHS.atom} />
        <SiteFrame profile={await getPublicProfile()}>{children}</SiteFrame>
        <InsightsBeacon />
      </ThemeProvider>
    </Document>
  );
}
