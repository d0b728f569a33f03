import type { Metadata, Viewport } from 'next';
import { env } from '@/lib/env';

/** What every root layout's metadata starts from: relative addresses resolve against the site. */
export const DOCUMENT_METADATA: Metadata = { metadataBase: new URL(env.siteUrl), applicationName: 'Portfolio' };

export const DOCUMENT_VIEWPORT: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#f8f9fc' },
    { media: '(prefers-color-scheme: dark)', color: '#151722' },
  ],
};
