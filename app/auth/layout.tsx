import type { ReactNode } from 'react';
import { Document } from '@/components/site/document';
import { NonceThemeProvider } from '@/components/site/nonce-theme-provider';
import { DOCUMENT_METADATA, DOCUMENT_VIEWPORT } from '@/lib/site/document';
import '../admin.css';

export const metadata = DOCUMENT_METADATA;
export const viewport = DOCUMENT_VIEWPORT;

/** The sign-in pages: the admin's stylesheet, and the request's nonce for the theme script. */
export default function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <Document>
      <NonceThemeProvider>{children}</NonceThemeProvider>
    </Document>
  );
}
