'use client';

import { startTransition, useEffect, useEffectEvent, useRef, useState, type ComponentType, type MouseEvent, type ReactNode } from 'react';
import { FILTERS, type Filter } from '@/lib/projects/grid';
import type { BrowserData, LiveBrowserProps } from './project-browser-live';
import { fetchPage, type Lists } from './project-pages';
import { ListFooter, LoadMoreButton, LoadingProjects, ProjectsUnavailable } from './project-list-footer';

/** What the visitor asked for before the browser's code was there. */
type Intent = { filter?: Filter; loadMoreAtOnce?: boolean; focus?: string };
type Live = { Browser: ComponentType<LiveBrowserProps>; lists: Lists; loadMoreAtOnce: boolean; focus?: string };

/**
 * The project grid (home, /projects). The first page arrives prerendered (children: the filters and the `shown`
 * cards), and nothing else: the code for filtering and paging, and the cards as data, load when
 * a visitor first presses a filter or "Load more", or at once for a shared ?category= link.
 * From then on the live browser draws the grid itself.
 */
export function ProjectBrowser({ children, shown, ...data }: BrowserData & { shown: number; children: ReactNode }) {
  const [live, setLive] = useState<Live | null>(null);
  // A press answers at once with the loading text, as it does once the code is there.
  const [status, setStatus] = useState<'idle' | 'loading' | 'failed'>('idle');
  const root = useRef<HTMLDivElement>(null);
  const intent = useRef<Intent>({});
  const loading = useRef<Promise<void> | null>(null);

  function start(next: Intent) {
    // The latest press wins; the code and the shown cards load once, side by side with the
    // first page of the category pressed.
    intent.current = next;
    const chosen = next.filter && next.filter !== 'all' ? next.filter : null;
    loading.current ??= Promise.all([
      import('./project-browser-live'),
      fetchPage('all', 0, shown),
      chosen ? fetchPage(chosen, 0) : null,
    ]).then(
      ([module, all, chosenPage]) => {
        const { filter, loadMoreAtOnce = false, focus } = intent.current;
        const lists = module.knownLists(all.projects, data.counts, data.pageSize);
        if (chosen && chosenPage) lists[chosen] ??= chosenPage.projects;
        if (filter) module.chooseFilter(filter);
        // A transition: the prerendered grid stays until the new one is ready.
        startTransition(() => setLive({ Browser: module.LiveProjectBrowser, lists, loadMoreAtOnce, focus }));
      },
      () => {
        // Not loaded (offline, or the backend is down): the next press tries again.
        loading.current = null;
        setStatus('failed');
      },
    );
  }

  const startForSharedLink = useEffectEvent(() => {
    const category = new URLSearchParams(window.location.search).get('category') as Filter | null;
    if (category) start({ filter: FILTERS.includes(category) ? category : undefined });
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
    setStatus('loading');
    start({ filter, focus: hadFocus ? `[data-filter="${filter}"]` : undefined });
  }

  function loadMore() {
    setStatus('loading');
    start({ loadMoreAtOnce: true });
  }

  if (live) {
    return (
      <div ref={root}>
        <live.Browser {...data} lists={live.lists} loadMoreAtOnce={live.loadMoreAtOnce} />
      </div>
    );
  }
  const remaining = data.counts.all - shown;
  return (
    <div ref={root} onClick={onFilterClick}>
      {children}
      <ListFooter>
        {status === 'loading' ? <LoadingProjects /> : status === 'failed' ? <ProjectsUnavailable /> : null}
        {status !== 'loading' && remaining > 0 ? <LoadMoreButton remaining={remaining} onClick={loadMore} /> : null}
      </ListFooter>
    </div>
  );
}
