import type { ReactNode } from 'react';

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
