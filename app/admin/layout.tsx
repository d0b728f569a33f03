import type { ReactNode } from 'react';
import { Document } from '@/components/site/document';
import { NonceThemeProvider } from '@/components/site/nonce-theme-provider';
import { DOCUMENT_METADATA, DOCUMENT_VIEWPORT } from '@/lib/site/document';
import '../admin.css';

export const metadata = DOCUMENT_METADATA;
export const viewport = DOCUMENT_VIEWPORT;

/** The owner's pages: rendered per request, so the theme script carries the request's nonce. */
export default function AdminRootLayout({ children }: { children: ReactNode }) {
  return (
    <Document>
      <NonceThemeProvider>{children}</NonceThemeProvider>
    </Document>
  );
}
