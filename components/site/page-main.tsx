import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** A page's content below the fixed header, and the skip link's target. */
export function PageMain({ narrow = false, className, children }: { narrow?: boolean; className?: string; children: ReactNode }) {
  return (
    <main id="main" tabIndex={-1} className={cn('mx-auto px-4 pb-20 pt-28 sm:px-6 focus:outline-none', narrow ? 'max-w-3xl' : 'max-w-6xl', className)}>
      {children}
    </main>
  );
}
