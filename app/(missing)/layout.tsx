import type { ReactNode } from 'react';
import { SiteHeader } from '@/components/site/site-header';
import { ThemeProvider } from '@/components/site/theme-provider';

/**
 * The not-found pages proxy.ts answers unknown addresses with. Nothing here reads data, so they
 * are built once and never rebuilt: no request can trigger a rebuild, and none can end up inside one.
 */
export default function MissingLayout({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider>
      <SiteHeader />
      {children}
    </ThemeProvider>
  );
}
