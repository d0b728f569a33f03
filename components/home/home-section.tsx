import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/**
 * A section of the home page: its anchor, its centred heading (which names the section for
 * screen readers) and an optional introduction; what follows is the section's own.
 */
export function HomeSection({ id, heading, intro, className, children }: { id: string; heading: ReactNode; intro?: string | null; className?: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={cn('py-20', className)}>
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id={`${id}-heading`} className="text-center text-3xl font-bold tracking-tight sm:text-4xl">
          {heading}
        </h2>
        {intro ? <p className="mx-auto mt-3 max-w-2xl text-center text-muted-foreground">{intro}</p> : null}
        {children}
      </div>
    </section>
  );
}
