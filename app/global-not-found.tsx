import type { Metadata } from 'next';
import Link from 'next/link';
import { LogMissingRoute } from '@/components/site/log-missing-route';
import { MISSING_MAIN } from '@/components/site/missing-page';
import { NotFoundDocument } from '@/components/site/not-found-document';
import { buttonVariants } from '@/components/ui/button';
import { getProfileUntilSaved } from '@/lib/profile/public';
import { siteNameOf } from '@/lib/profile/vocabulary';
import { DOCUMENT_METADATA, DOCUMENT_VIEWPORT } from '@/lib/site/document';
import './site.css';

export const viewport = DOCUMENT_VIEWPORT;

// Next adds the robots noindex of a 404 page itself.
export async function generateMetadata(): Promise<Metadata> {
  const siteName = siteNameOf(await getProfileUntilSaved());
  return { ...DOCUMENT_METADATA, applicationName: siteName, title: `404: Page not found | ${siteName}` };
}

/**
 * Every URL no route matches. Prerendered with its own document (it bypasses the root layout),
 * so it is real HTML with a 404 status, and its code loads only on this page; in the same
 * header and footer as the not-found page of each kind (app/(missing)).
 */
export default function GlobalNotFound() {
  return (
    <NotFoundDocument>
      <main id="main" tabIndex={-1} className={MISSING_MAIN}>
        <LogMissingRoute />
        <h1 className="text-7xl font-extrabold tracking-tight text-primary">404</h1>
        <p className="text-xl text-muted-foreground">Oops! Page not found</p>
        <Link href="/" className={buttonVariants()}>
          Return to Home
        </Link>
      </main>
    </NotFoundDocument>
  );
}
