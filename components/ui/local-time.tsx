'use client';

import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * A date and time in the reader's own time zone. The server cannot know it, so the server's
 * HTML (and the hydrating render) says UTC, and the browser's next render switches.
 */
export function LocalTime({ iso, className }: { iso: string; className?: string }) {
  const inBrowser = useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
  const text = new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: inBrowser ? undefined : 'UTC' });
  return (
    <time dateTime={iso} className={className}>
      {inBrowser ? text : `${text} UTC`}
    </time>
  );
}
