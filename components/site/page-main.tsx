import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** A page's content below the fixed header, and the skip link's target. */
export function PageMain({ narrow = false, className, children }: { narrow?: boolean; className?: string; children: ReactNode }) {
  return (
    <main id="main" tabIndex={-1} className={cn('page-main', narrow ? 'max-w-3xl' : 'max-w-6xl', className)}>
      {children}
    </main>
  );
}
