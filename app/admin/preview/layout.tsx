import type { ReactNode } from 'react';
import { NonceThemeProvider } from '@/components/site/nonce-theme-provider';

/** Previews look like the public pages, without the dashboard's frame. */
export default function PreviewLayout({ children }: { children: ReactNode }) {
  return <NonceThemeProvider>{children}</NonceThemeProvider>;
}
