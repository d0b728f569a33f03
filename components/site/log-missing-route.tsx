'use client';

import { useEffect } from 'react';

/** Unknown routes are logged to the browser console too (the server logs them as well). */
export function LogMissingRoute() {
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', window.location.pathname);
  }, []);
  return null;
}
