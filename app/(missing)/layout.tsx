import type { ReactNode } from 'react';
import { Document } from '@/components/site/document';
import { SiteHeader } from '@/components/site/site-header';
import { ThemeProvider } from '@/components/site/theme-provider';
import { DOCUMENT_METADATA, DOCUMENT_VIEWPORT } from '@/lib/site/document';
import '../site.css';

export const metadata = DOCUMENT_METADATA;
export const viewport = DOCUMENT_VIEWPORT;

/**
 * The not-found pages proxy.ts answers unknown addresses with. Nothing here reads data, so they
 * are built once and never rebuilt: no request can trigger a rebuild, and none can end up inside one.
 */
export default function MissingLayout({ children }: { children: ReactNode }) {
  return (
    <Document>
      <ThemeProvider>
        <SiteHeader />
        {children}
      </ThemeProvider>
    </Document>
  );
}
