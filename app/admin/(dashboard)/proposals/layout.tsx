import type { ReactNode } from 'react';
import { NewAddressProvider } from './new-address';

/** The proposals section: a new address stays on screen while the form moves to the proposal's own page. */
export default function ProposalsLayout({ children }: { children: ReactNode }) {
  return <NewAddressProvider>{children}</NewAddressProvider>;
}
