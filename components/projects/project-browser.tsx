'use client';

import { startTransition, useEffect, useEffectEvent, useRef, useState, type ComponentType, type MouseEvent, type ReactNode } from 'react';
import type { Filter } from '@/lib/projects/vocabulary';
import type { BrowserData } from './project-browser-live';

/** What the visitor asked for before the browser's code was there. */
type Intent = { filter?: Filter; loadMoreAtOnce?: boolean; focus?: string };
type Live = { Browser: ComponentType<BrowserData & { loadMoreAtOnce: boolean }>; loadMoreAtOnce: boolean; focus?: string };

/**
 * The home grid. The first page arrives prerendered (children); the code for filtering and
 * paging loads when a visitor first presses one of its buttons, or at once for a shared
 * ?category= link, and from then on draws the grid itself.
 */
export function ProjectBrowser({ children, ...data }: BrowserData & { children: ReactNode }) {
  const [live, setLive] = useState<Live | null>(null);
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
      },
    );
  }

  const startForSharedLink = useEffectEvent(() => {
    if (new URLSearchParams(window.location.search).has('category')) start({});
  });
  useEffect(() => startForSharedLink(), []);

  // The pressed button was drawn anew: focus goes back to it.
  useEffect(() => {
    if (live?.focus) root.current?.querySelector<HTMLElement>(live.focus)?.focus();
  }, [live]);

  function onClick(event: MouseEvent) {
    if (live || !(event.target instanceof Element)) return;
    const button = event.target.closest<HTMLButtonElement>('button[data-filter], button[data-load-more]');
    if (!button) return;
    const filter = button.dataset.filter as Filter | undefined;
    const focus = filter && button === document.activeElement ? `[data-filter="${filter}"]` : undefined;
    start(filter ? { filter, focus } : { loadMoreAtOnce: true });
  }

  return (
    <div ref={root} onClick={onClick}>
      {live ? <live.Browser {...data} loadMoreAtOnce={live.loadMoreAtOnce} /> : children}
    </div>
  );
}
