'use client';

import { ThemeProvider as NextThemesProvider } from 'next-themes';
import type { ReactNode } from 'react';

/**
 * Dark by default, kept in localStorage under `theme`; next-themes' inline script sets it before
 * the first paint. On pages with a nonce policy the script carries the nonce.
 */
export function ThemeProvider({ nonce, children }: { nonce?: string; children: ReactNode }) {
  return (
    <NextThemesProvider attribute="class" defaultTheme="dark" enableSystem storageKey="theme" disableTransitionOnChange nonce={nonce}>
      {children}
    </NextThemesProvider>
  );
}
