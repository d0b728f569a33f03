import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** What a page suggests next (related posts, similar projects): a heading over a list of cards; nothing when there are none. */
export function RelatedList<T>({
  id,
  title,
  items,
  keyOf,
  render,
  className,
  listClassName,
}: {
  id: string;
  title: string;
  items: readonly T[];
  keyOf: (item: T) => string;
  render: (item: T) => ReactNode;
  className?: string;
  listClassName?: string;
}) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      <ul className={cn('mt-6 grid gap-5', listClassName)}>
        {items.map((item) => (
          <li key={keyOf(item)}>{render(item)}</li>
        ))}
      </ul>
    </section>
  );
}
