'use client';

import { Suspense, lazy, useSyncExternalStore } from 'react';
import { toastStore } from './toast-store';

// Radix Toast is fetched with the first toast instead of on every first visit: most visitors
// never see one, and the public pages have a JavaScript budget (docs/ARCHITECTURE.md). React's
// own lazy(), not next/dynamic, whose loader would add ~4 KB to every page.
const loadToaster = () => import('./toaster');
const Toaster = lazy(() => loadToaster().then((module) => ({ default: module.Toaster })));

/** Fetches the toast code ahead of a toast that is likely to come (a form got focus). */
export function preloadToaster() {
  void loadToaster();
}

let hasShownToast = false;
const everShownToast = () => (hasShownToast ||= toastStore.getSnapshot().length > 0);

export function LazyToaster() {
  const mounted = useSyncExternalStore(toastStore.subscribe, everShownToast, () => false);
  return mounted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
