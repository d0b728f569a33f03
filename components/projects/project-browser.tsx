'use client';

import { startTransition, useEffect, useEffectEvent, useRef, useState, type ComponentType, type MouseEvent, type ReactNode } from 'react';
import type { Filter } from '@/lib/projects/vocabulary';
import type { BrowserData } from './project-browser-live';
import { ListFooter, LoadMoreButton, LoadingProjects } from './project-list-footer';

/** What the visitor asked for before the browser's code was there. */
type Intent = { filter?: Filter; loadMoreAtOnce?: boolean; focus?: string };
type Live = { Browser: ComponentType<BrowserData & { loadMoreAtOnce: boolean }>; loadMoreAtOnce: boolean; focus?: string };

/**
 * The home grid. The first page arrives prerendered (children: the filters and the cards); the
 * code for filtering and paging loads when a visitor first presses a filter or "Load more", or
 * at once for a shared ?category= link, and from then on draws the grid itself.
 */
export function ProjectBrowser({ children, ...data }: BrowserData & { children: ReactNode }) {
  const [live, setLive] = useState<Live | null>(null);
  // "Load more" answers at once with the loading text, as it does once the code is there.
  const [isLoadingMore, setIsLoadingMore] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const intent = useRef<Intent>({});
  const loading = useRef<Promise<void> | null>(null);

  function start(next: Intent) {
    // The latest press wins; the code loads once.
    intent.current = next;
    loading.current ??= import('./project-browser-live').then(
      (module) => {
        const { filter, loadMoreAtOnce = false, focus } = intent.current;
        if (filter) module.chooseFilter(filter);
        // A transition: the prerendered grid stays until the new one is ready.
        startTransition(() => setLive({ Browser: module.LiveProjectBrowser, loadMoreAtOnce, focus }));
      },
      () => {
        // Not loaded (offline?): the next press tries again.
        loading.current = null;
        setIsLoadingMore(false);
      },
    );
  }

  const startForSharedLink = useEffectEvent(() => {
    if (new URLSearchParams(window.location.search).has('category')) start({});
  });
  useEffect(() => startForSharedLink(), []);

  // The pressed filter was drawn anew: focus goes back to it.
  useEffect(() => {
    if (live?.focus) root.current?.querySelector<HTMLElement>(live.focus)?.focus();
  }, [live]);

  function onFilterClick(event: MouseEvent) {
    if (!(event.target instanceof Element)) return;
    const filter = event.target.closest<HTMLButtonElement>('button[data-filter]')?.dataset.filter as Filter | undefined;
    if (!filter) return;
    const hadFocus = event.target.closest('button') === document.activeElement;
    start({ filter, focus: hadFocus ? `[data-filter="${filter}"]` : undefined });
  }

  function loadMore() {
    setIsLoadingMore(true);
    start({ loadMoreAtOnce: true });
  }

  if (live) {
    return (
      <div ref={root}>
        <live.Browser {...data} loadMoreAtOnce={live.loadMoreAtOnce} />
      </div>
    );
  }
  const remaining = data.counts.all - data.firstPage.length;
  return (
    <div ref={root} onClick={onFilterClick}>
      {children}
      <ListFooter>
        {isLoadingMore ? <LoadingProjects /> : remaining > 0 ? <LoadMoreButton remaining={remaining} onClick={loadMore} /> : null}
      </ListFooter>
    </div>
  );
}
