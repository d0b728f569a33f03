import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { NotFoundDocument } from '@/components/site/not-found-document';
import { getProfileUntilSaved } from '@/lib/profile/public';
import { siteNameOf } from '@/lib/profile/vocabulary';
import { DOCUMENT_METADATA, DOCUMENT_VIEWPORT } from '@/lib/site/document';
import '../site.css';

export const viewport = DOCUMENT_VIEWPORT;

export async function generateMetadata(): Promise<Metadata> {
  const siteName = siteNameOf(await getProfileUntilSaved());
  return { ...DOCUMENT_METADATA, applicationName: siteName, title: { default: siteName, template: `%s | ${siteName}` } };
}

/**
 * The not-found pages proxy.ts answers unknown addresses with, in the site's header and footer.
 * They read nothing of a request, and the profile with no time limit: built once, rebuilt only
 * by a save of the profile, so no request can trigger a rebuild and none can end up inside one.
 */
export default function MissingLayout({ children }: { children: ReactNode }) {
  return <NotFoundDocument>{children}</NotFoundDocument>;
}
