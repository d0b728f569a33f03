import type { ReactNode } from 'react';
import { InsightsBeacon } from '@/components/site/insights-beacon';
import { ThemeProvider } from '@/components/site/theme-provider';

/**
 * The public pages: static, so the theme script is allowed by the static policy (next.config.ts).
 * The beacon counts visits without cookies (the Insights section of the admin).
 */
export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider>
      {children}
      <InsightsBeacon />
    </ThemeProvider>
  );
}
