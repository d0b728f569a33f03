'use client';

import { useEffect } from 'react';

/** Unknown routes are logged to the browser console, where the visitor (or the owner testing a link) sees them. */
export function LogMissingRoute() {
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', window.location.pathname);
  }, []);
  return null;
}
