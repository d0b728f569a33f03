'use client';

import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { CardPage, CardProject } from '@/lib/projects/cards';
import { FILTERS, categoryLabel, type Filter } from '@/lib/projects/vocabulary';
import { ProjectCard } from './project-card';

const isFilter = (value: string | null): value is Filter => FILTERS.includes(value as Filter);

// The filter lives in the URL (?category=power_bi) so a filtered view can be shared, while the
// page stays static: the server snapshot is 'all', and the client applies the URL after hydrating.
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

type Lists = Partial<Record<Filter, CardProject[]>>;

/**
 * A category's list is known from the first page when that page already holds as many of its
 * projects as one page would show; otherwise it is fetched when chosen.
 */
function listsFromFirstPage(firstPage: CardProject[], counts: Record<Filter, number>, pageSize: number): Lists {
  const lists: Lists = { all: firstPage };
  for (const filter of FILTERS) {
    if (filter === 'all') continue;
    const known = firstPage.filter((project) => project.category === filter);
    if (known.length >= Math.min(pageSize, counts[filter])) lists[filter] = known;
  }
  return lists;
}

async function fetchPage(filter: Filter, offset: number): Promise<CardPage> {
  const response = await fetch(`/api/projects?category=${filter}&offset=${offset}`);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.json();
}

type Props = { firstPage: CardProject[]; counts: Record<Filter, number>; pageSize: number };

export function ProjectBrowser({ firstPage, counts, pageSize }: Props) {
  const filter = useSyncExternalStore(urlFilter.subscribe, urlFilter.get, () => 'all' as const);
  const [lists, setLists] = useState<Lists>(() => listsFromFirstPage(firstPage, counts, pageSize));
  // Each page fetched brings the current total, which may have moved since the page was built.
  const [totals, setTotals] = useState(counts);
  const [loadingMore, setLoadingMore] = useState<Filter | null>(null);
  const [failed, setFailed] = useState<Filter | null>(null);
  const list = lists[filter];

  const append = useCallback((target: Filter, page: CardPage) => {
    setTotals((current) => ({ ...current, [target]: page.total }));
    setLists((current) => {
      const known = current[target] ?? [];
      const ids = new Set(known.map((project) => project.id));
      return { ...current, [target]: [...known, ...page.projects.filter((project) => !ids.has(project.id))] };
    });
  }, []);

  // A category whose projects are not in the prerendered page loads when chosen.
  const needsFirstPage = !list && totals[filter] > 0 && failed !== filter;
  useEffect(() => {
    if (!needsFirstPage) return;
    let isCurrent = true;
    fetchPage(filter, 0)
      .then((page) => isCurrent && append(filter, page))
      .catch(() => isCurrent && setFailed(filter));
    return () => {
      isCurrent = false;
    };
  }, [needsFirstPage, filter, append]);

  async function loadMore() {
    const offset = list?.length ?? 0;
    setLoadingMore(filter);
    setFailed(null);
    try {
      append(filter, await fetchPage(filter, offset));
    } catch {
      setFailed(filter);
    } finally {
      setLoadingMore(null);
    }
  }

  const isLoading = needsFirstPage || loadingMore === filter;
  const remaining = totals[filter] - (list?.length ?? 0);

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
              'rounded-full border px-4 py-1.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
              filter === option
                ? 'border-primary bg-primary text-primary-foreground'
                : 'bg-background text-muted-foreground hover:bg-muted hover:text-foreground',
            )}
          >
            {categoryLabel(option)}
          </button>
        ))}
      </div>

      {totals[filter] === 0 ? (
        <p className="rounded-card border border-dashed p-10 text-center text-muted-foreground" role="status">
          No {categoryLabel(filter)} projects yet. Choose another category to see more work.
        </p>
      ) : (
        <>
          {list && list.length > 0 ? (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {list.map((project) => (
                <li key={project.id} data-category={project.category}>
                  <ProjectCard project={project} />
                </li>
              ))}
            </ul>
          ) : null}
          <div className="mt-10 flex flex-col items-center gap-3" aria-live="polite">
            {isLoading ? (
              <p role="status" className="text-muted-foreground">
                Loading projects...
              </p>
            ) : failed === filter ? (
              <>
                <p role="alert" className="text-muted-foreground">
                  Projects could not be loaded right now.
                </p>
                <Button variant="outline" onClick={() => (list ? void loadMore() : setFailed(null))}>
                  Try again
                </Button>
              </>
            ) : list && remaining > 0 ? (
              <Button variant="outline" size="lg" onClick={() => void loadMore()}>
                Load more projects ({remaining} more)
              </Button>
            ) : null}
          </div>
        </>
      )}
    </>
  );
}
