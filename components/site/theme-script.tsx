'use client';

import { useEffect } from 'react';
import { THEME_SCRIPT, followThemeChanges } from './theme';

/**
 * The inline script that applies the stored theme before the first paint. It is rendered on
 * the server only: React never runs a script it renders in the browser, and says so.
 */
export function ThemeScript({ nonce }: { nonce?: string }) {
  useEffect(followThemeChanges, []);
  if (typeof window !== 'undefined') return null;
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />;
}
