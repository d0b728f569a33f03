import type { ReactNode } from 'react';
import { NonceThemeProvider } from '@/components/site/nonce-theme-provider';

export default function AdminLayout({ children }: { children: ReactNode }) {
  return <NonceThemeProvider>{children}</NonceThemeProvider>;
}
