'use client';

import { createContext, use, useState, type ReactNode } from 'react';
import { OneTimeAddress } from '@/components/admin/one-time-address';

// A new proposal's address, shown once: kept by the section's layout, so it survives the move
// from the new proposal's form to its own page.

const NewAddress = createContext<{ address: string | null; setAddress: (address: string | null) => void }>({ address: null, setAddress: () => {} });

export function NewAddressProvider({ children }: { children: ReactNode }) {
  const [address, setAddress] = useState<string | null>(null);
  return <NewAddress value={{ address, setAddress }}>{children}</NewAddress>;
}

export const useNewAddress = () => use(NewAddress);

/** The address, with the reason it is shown only now. */
export function NewAddressNotice() {
  const { address } = useNewAddress();
  if (!address) return null;
  return <OneTimeAddress notice="The proposal's address: copy it now. It is shown only once." label="Proposal address" url={address} />;
}
