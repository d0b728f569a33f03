import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** An admin list's section: its heading (which names the section) with a short count beside it. */
export function ListSection({ id, title, summary, children }: { id: string; title: string; summary?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <div className="mb-4 flex items-baseline justify-between gap-3">
        <h2 id={id} className="text-xl font-semibold tracking-tight">
          {title}
        </h2>
        {summary ? <p className="text-sm text-muted-foreground">{summary}</p> : null}
      </div>
      {children}
    </section>
  );
}

/**
 * An admin section's form (a region named `formLabel`) and its list: side by side on a wide
 * screen, the list the wider unless the form is (a long text needs the room), one above the
 * other on a narrow one.
 */
export function FormBesideList({ formLabel, form, isFormWide = false, children }: { formLabel: string; form: ReactNode; isFormWide?: boolean; children: ReactNode }) {
  return (
    <div className={cn('grid items-start gap-8', isFormWide ? 'xl:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)]' : 'lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]')}>
      <section aria-label={formLabel}>{form}</section>
      {children}
    </div>
  );
}
