'use client';

import { useCallback, useEffect, useEffectEvent, useRef, useState, useSyncExternalStore } from 'react';
import { Button } from '@/components/ui/button';
import type { CardPage, CardProject } from '@/lib/projects/cards';
import { FILTERS, categoryLabel, type Filter } from '@/lib/projects/grid';
import { ProjectFilters, ProjectList } from './project-browser-view';
import { fetchPage, type Lists } from './project-pages';
import { ListFooter, LoadMoreButton, LoadingProjects, ProjectsUnavailable } from './project-list-footer';

const isFilter = (value: string | null): value is Filter => FILTERS.includes(value as Filter);

// The filter lives in the URL (?category=power_bi) so a filtered view can be shared, while the
// page stays static: the prerendered page shows 'all', and this applies the URL once loaded.
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

export const chooseFilter = (filter: Filter) => urlFilter.set(filter);

/**
 * What the shown cards already tell: the 'all' list, and each category whose projects are all
 * among them, or at least a page of them. Any other category is fetched when chosen.
 */
export function knownLists(shown: CardProject[], counts: Record<Filter, number>, pageSize: number): Lists {
  const lists: Lists = { all: shown };
  for (const filter of FILTERS) {
    if (filter === 'all') continue;
    const known = shown.filter((project) => project.category === filter);
    if (known.length >= Math.min(pageSize, counts[filter])) lists[filter] = known;
  }
  return lists;
}

export type BrowserData = { counts: Record<Filter, number>; pageSize: number };
export type LiveBrowserProps = BrowserData & { lists: Lists; loadMoreAtOnce: boolean };

/** The project grid once a visitor uses it: filters, further pages, and their loading and failure states. */
export function LiveProjectBrowser({ counts, lists: known, loadMoreAtOnce }: LiveBrowserProps) {
  const filter = useSyncExternalStore(urlFilter.subscribe, urlFilter.get, () => 'all' as const);
  const [lists, setLists] = useState<Lists>(known);
  // Each page fetched brings the current total, which may have moved since the page was built.
  const [totals, setTotals] = useState(counts);
  // "Load more" pressed on the prerendered grid (always 'all') brought this code: that page is loading.
  const [loadingMore, setLoadingMore] = useState<Filter | null>(loadMoreAtOnce ? 'all' : null);
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

  const pendingLoadMore = useRef(loadMoreAtOnce);
  const loadMoreOnMount = useEffectEvent(() => void loadMore());
  useEffect(() => {
    if (!pendingLoadMore.current) return;
    pendingLoadMore.current = false;
    loadMoreOnMount();
  }, []);

  const isLoading = needsFirstPage || loadingMore === filter;
  const remaining = totals[filter] - (list?.length ?? 0);

  return (
    <>
      <ProjectFilters active={filter} onChoose={urlFilter.set} />

      {totals[filter] === 0 ? (
        <p className="empty" role="status">
          No {categoryLabel(filter)} projects yet. Choose another category to see more work.
        </p>
      ) : (
        <>
          {list && list.length > 0 ? <ProjectList projects={list} /> : null}
          <ListFooter>
            {isLoading ? (
              <LoadingProjects />
            ) : failed === filter ? (
              <>
                <ProjectsUnavailable />
                <Button variant="outline" onClick={() => (list ? void loadMore() : setFailed(null))}>
                  Try again
                </Button>
              </>
            ) : list && remaining > 0 ? (
              <LoadMoreButton remaining={remaining} onClick={() => void loadMore()} />
            ) : null}
          </ListFooter>
        </>
      )}
    </>
  );
}
