import Link from 'next/link';
import type { ReactNode } from 'react';
import { ThemeToggle } from '@/components/site/theme-toggle';
import { PrintButton } from './print-button';

/**
 * The quiet frame of a client's document: whose it is (linking to the site), a way to save it as
 * a PDF and the theme. No navigation, no Admin button; printed, only the document shows.
 */
export function ProposalChrome({ ownerName, children }: { ownerName: string; children: ReactNode }) {
  return (
    <>
      <header className="proposal-chrome">
        <div className="mx-auto flex max-w-3xl items-center justify-between gap-3 px-4 py-3">
          <Link href="/" prefetch={false} className="font-semibold tracking-tight hover:underline">
            {ownerName}
          </Link>
          <div className="flex items-center gap-2">
            <PrintButton />
            <ThemeToggle />
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto max-w-3xl px-4 pt-8 pb-16 focus:outline-none">
        {children}
      </main>
    </>
  );
}
