'use client';

import Link from 'next/link';
import { useState, type ComponentProps } from 'react';

/**
 * A link to another admin page, prefetched once the owner points at it, touches it or focuses it.
 * Every admin page is rendered per request behind the session check, so prefetching each link as
 * it scrolls into view (Next's default) costs a server render and an Auth round trip per link, on
 * every admin page view: ten sections and a share page per project, for pages mostly not opened.
 */
export function AdminLink({ onMouseEnter, onTouchStart, onFocus, ...props }: ComponentProps<typeof Link>) {
  const [isWanted, setIsWanted] = useState(false);
  return (
    <Link
      {...props}
      // null: Next's own prefetch, from the moment the owner shows intent.
      prefetch={isWanted ? null : false}
      onMouseEnter={(event) => {
        setIsWanted(true);
        onMouseEnter?.(event);
      }}
      onTouchStart={(event) => {
        setIsWanted(true);
        onTouchStart?.(event);
      }}
      onFocus={(event) => {
        setIsWanted(true);
        onFocus?.(event);
      }}
    />
  );
}
