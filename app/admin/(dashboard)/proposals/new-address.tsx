'use client';

import { createContext, use, useState, type ReactNode } from 'react';

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
  return (
    <div role="status" className="grid gap-2 rounded-card border border-primary/40 bg-primary/10 p-4">
      <p className="text-sm font-medium">The proposal&apos;s address: copy it now. It is shown only once.</p>
      <input readOnly aria-label="Proposal address" value={address} onFocus={(event) => event.currentTarget.select()} className="rounded-md border border-input bg-background px-3 py-2 font-mono text-xs" />
    </div>
  );
}
