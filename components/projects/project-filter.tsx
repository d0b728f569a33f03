'use client';

import { useSyncExternalStore, type ReactNode } from 'react';
import { cn, categoryLabel } from '@/lib/utils';
import { FILTERS, type Filter } from '@/lib/validation/project';

const isFilter = (value: string | null): value is Filter => FILTERS.includes(value as Filter);

// The filter lives in the URL (?category=power_bi) so a filtered view can be shared; the page
// itself stays static, and the server snapshot ('all') is what the prerendered HTML shows.
const listeners = new Set<() => void>();
const urlFilter = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    window.addEventListener('popstate', listener);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('popstate', listener);
    };
  },
  get(): Filter {
    const value = new URLSearchParams(window.location.search).get('category');
    return isFilter(value) ? value : 'all';
  },
  set(filter: Filter) {
    const url = new URL(window.location.href);
    if (filter === 'all') url.searchParams.delete('category');
    else url.searchParams.set('category', filter);
    window.history.replaceState(null, '', url);
    for (const listener of listeners) listener();
  },
};

/**
 * Category buttons over server-rendered cards: cards carry data-category and CSS hides the
 * others (globals.css), so filtering costs no re-render and the cards no client JS.
 */
export function ProjectFilter({ counts, children }: { counts: Record<Filter, number>; children: ReactNode }) {
  const filter = useSyncExternalStore(urlFilter.subscribe, urlFilter.get, () => 'all' as const);

  return (
    <>
      <div role="group" aria-label="Filter projects by category" className="mb-8 flex flex-wrap justify-center gap-2">
        {FILTERS.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={filter === option}
            onClick={() => urlFilter.set(option)}
            className={cn(
              'rounded-full border px-4 py-1.5 text-sm font-medium capitalize transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
              filter === option
                ? 'border-primary bg-primary text-primary-foreground'
                : 'bg-background text-muted-foreground hover:bg-muted hover:text-foreground',
            )}
          >
            {categoryLabel(option)}
          </button>
        ))}
      </div>
      {counts[filter] === 0 ? (
        <p className="rounded-card border border-dashed p-10 text-center text-muted-foreground" role="status">
          No {categoryLabel(filter)} projects yet. Choose another category to see more work.
        </p>
      ) : (
        <div data-filter={filter} className="project-grid">
          {children}
        </div>
      )}
    </>
  );
}
