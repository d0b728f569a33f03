'use client';

import { Suspense, lazy, useSyncExternalStore } from 'react';
import { toastStore } from './toast-store';

// Radix Toast is fetched with the first toast instead of on every first visit: most visitors
// never see one, and the public pages have a JavaScript budget (docs/ARCHITECTURE.md). React's
// own lazy(), not next/dynamic, whose loader would add ~4 KB to every page.
const loadToaster = () => import('./toaster');
const Toaster = lazy(() => loadToaster().then((module) => ({ default: module.Toaster })));

// Mounted once a toast is likely (preloadToaster) or shown. Mounting ahead matters: a lazy
// component that suspends when the first toast arrives is revealed only after React's
// Suspense throttle (~300 ms), a delay the visitor would see.
let isWanted = false;
const wantListeners = new Set<() => void>();

/** Fetches and mounts the toaster ahead of a toast that is likely to come (a form got focus). */
export function preloadToaster() {
  if (isWanted) return;
  isWanted = true;
  void loadToaster();
  for (const listener of wantListeners) listener();
}

function subscribe(listener: () => void) {
  wantListeners.add(listener);
  const unsubscribe = toastStore.subscribe(listener);
  return () => {
    wantListeners.delete(listener);
    unsubscribe();
  };
}
const wanted = () => (isWanted ||= toastStore.getSnapshot().length > 0);

export function LazyToaster() {
  const mounted = useSyncExternalStore(subscribe, wanted, () => false);
  return mounted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
