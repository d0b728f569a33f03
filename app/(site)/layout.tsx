import type { ReactNode } from 'react';
import { ThemeProvider } from '@/components/site/theme-provider';

/** The public pages: static, so the theme script is allowed by the static policy (next.config.ts). */
export default function SiteLayout({ children }: { children: ReactNode }) {
  return <ThemeProvider>{children}</ThemeProvider>;
}
