import type { ReactNode } from 'react';
import { Document } from '@/components/site/document';
import { ThemeProvider } from '@/components/site/theme-provider';
import { DOCUMENT_METADATA, DOCUMENT_VIEWPORT } from '@/lib/site/document';
import '../proposal.css';

export const metadata = DOCUMENT_METADATA;
export const viewport = DOCUMENT_VIEWPORT;

/**
 * What a client opens by its own address (a proposal): a document of its own, in quiet chrome of
 * its page's making, without the public pages' navigation, Admin button or visit counting.
 */
export default function ClientLayout({ children }: { children: ReactNode }) {
  return (
    <Document>
      <ThemeProvider>{children}</ThemeProvider>
    </Document>
  );
}
