import type { ReactNode } from 'react';
import { getProfileUntilSaved } from '@/lib/profile/public';
import { Document } from './document';
import { SiteFrame } from './site-frame';
import { ThemeProvider } from './theme-provider';

/**
 * Every not-found page's document, the generic 404 and each kind's: the site's header and
 * footer around the message. They read only the profile, with no time limit, so they are built
 * once and rebuilt only when the owner saves the profile; never by a visitor's request.
 */
export async function NotFoundDocument({ children }: { children: ReactNode }) {
  return (
    <Document>
      <ThemeProvider>
        <SiteFrame profile={await getProfileUntilSaved()}>{children}</SiteFrame>
      </ThemeProvider>
    </Document>
  );
}
