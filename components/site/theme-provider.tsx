import type { ReactNode } from 'react';
import { ThemeScript } from './theme-script';

/**
 * Dark by default, kept in localStorage under `theme` (./theme.ts); the inline script sets it
 * before the first paint. On pages with a nonce policy the script carries the nonce.
 */
export function ThemeProvider({ nonce, children }: { nonce?: string; children: ReactNode }) {
  return (
    <>
      <ThemeScript nonce={nonce} />
      {children}
    </>
  );
}
