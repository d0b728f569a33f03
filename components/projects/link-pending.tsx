'use client';

import { useLinkStatus } from 'next/link';
import { cn } from '@/lib/cn';

/**
 * The spec's loading text ('Loading project details...', 'Loading projects...') while the
 * enclosing <Link> navigates. Pages are prerendered, so this is the only time one loads.
 */
export function LinkPending({
  text = 'Loading project details...',
  variant = 'overlay',
}: {
  text?: string;
  variant?: 'overlay' | 'inline';
}) {
  const { pending } = useLinkStatus();
  if (!pending) return null;
  return (
    <span
      role="status"
      className={cn(
        'text-sm font-medium',
        variant === 'overlay'
          ? 'absolute inset-0 z-10 flex items-center justify-center rounded-[inherit] pending-veil'
          : 'text-muted-foreground',
      )}
    >
      {text}
    </span>
  );
}
