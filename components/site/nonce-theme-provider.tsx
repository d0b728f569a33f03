import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import { ThemeProvider } from './theme-provider';

/** For the dynamic areas under proxy.ts's nonce policy: the theme script carries this request's nonce. */
export async function NonceThemeProvider({ children }: { children: ReactNode }) {
  const nonce = (await headers()).get('x-nonce') ?? undefined;
  return <ThemeProvider nonce={nonce}>{children}</ThemeProvider>;
}
