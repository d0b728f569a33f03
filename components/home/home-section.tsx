import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/**
 * A section of the home page: its anchor, its centred heading (which names the section for
 * screen readers) and an optional introduction; what follows is the section's own.
 */
export function HomeSection({ id, heading, intro, className, children }: { id: string; heading: ReactNode; intro?: string | null; className?: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={cn('section', className)}>
      <div className="wrap">
        <h2 id={`${id}-heading`} className="section-title">
          {heading}
        </h2>
        {intro ? <p className="section-intro">{intro}</p> : null}
        {children}
      </div>
    </section>
  );
}
