'use client';

import { ThemeProvider as NextThemesProvider } from 'next-themes';
import type { ReactNode } from 'react';

/** Dark by default, kept in localStorage under `theme`; next-themes' inline script prevents a flash. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  return (
    <NextThemesProvider attribute="class" defaultTheme="dark" enableSystem storageKey="theme" disableTransitionOnChange>
      {children}
    </NextThemesProvider>
  );
}
