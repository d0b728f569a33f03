'use client';

import { useEffect } from 'react';

/** Spec §2: unknown routes are logged to the console. */
export function LogMissingRoute() {
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', window.location.pathname);
  }, []);
  return null;
}
