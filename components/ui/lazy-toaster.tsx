'use client';

import dynamic from 'next/dynamic';
import { useSyncExternalStore } from 'react';
import { toastStore } from './toast-store';

// Radix Toast is fetched with the first toast instead of on every first visit: most visitors
// never see one, and the public pages have a JavaScript budget (docs/ARCHITECTURE.md).
const loadToaster = () => import('./toaster');
const Toaster = dynamic(() => loadToaster().then((module) => module.Toaster), { ssr: false });

/** Fetches the toast code ahead of a toast that is likely to come (a form got focus). */
export function preloadToaster() {
  void loadToaster();
}

let hasShownToast = false;
const everShownToast = () => (hasShownToast ||= toastStore.getSnapshot().length > 0);

export function LazyToaster() {
  const mounted = useSyncExternalStore(toastStore.subscribe, everShownToast, () => false);
  return mounted ? <Toaster /> : null;
}
