'use client';

import { AdminLink } from '@/components/admin/admin-link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { historySectionOf } from '@/lib/history/vocabulary';
import { cn } from '@/lib/utils';

/** A count beside a section's name; `label` says what it counts, read aloud, and shown too when `isLabelShown`. */
export type SectionBadge = { count: number; label: string; isLabelShown?: boolean; title?: string };

export type AdminSection = { href: string; label: string; badges?: SectionBadge[] };

/**
 * The section a page belongs to: the longest section address it is or lies below
 * (/admin/proposals/new → Proposals; /admin/share/<id>, a project's links → Projects, /admin).
 * An item's history, /admin/history/<table>/<id>, belongs to its table's section.
 */
export function currentSectionOf(hrefs: readonly string[], pathname: string): string | undefined {
  const path = historySectionOf(pathname) ?? pathname;
  return hrefs.filter((href) => path === href || path.startsWith(`${href}/`)).sort((a, b) => b.length - a.length)[0];
}

/**
 * The admin area's sections; the current one is marked for screen readers and sighted users
 * alike, on its own page and on every page below it. On a phone the row scrolls sideways: a
 * shadow at an edge shows there is more (.section-tabs), and the current tab and a focused one
 * are scrolled into view.
 */
export function SectionNav({ sections }: { sections: AdminSection[] }) {
  const pathname = usePathname();
  const current = currentSectionOf(
    sections.map(({ href }) => href),
    pathname,
  );
  const listRef = useRef<HTMLUListElement>(null);

  // The row's own scroll only: scrollIntoView could move the page too.
  useEffect(() => {
    const list = listRef.current;
    const tab = list?.querySelector<HTMLElement>('[aria-current]');
    if (list && tab) list.scrollLeft = tab.offsetLeft - (list.clientWidth - tab.offsetWidth) / 2;
  }, [current]);

  return (
    <nav aria-label="Admin sections" className="border-b">
      <ul ref={listRef} className="section-tabs mx-auto flex max-w-6xl gap-1 overflow-x-auto px-4 sm:px-6">
        {sections.map(({ href, label, badges = [] }) => {
          const isCurrent = href === current;
          return (
            <li key={href} className="shrink-0">
              <AdminLink
                href={href}
                // The section's own page is the page; below it, the section is where the owner is.
                aria-current={isCurrent ? (pathname === href ? 'page' : 'true') : undefined}
                onFocus={(event) => event.currentTarget.scrollIntoView({ block: 'nearest', inline: 'nearest' })}
                className={cn(
                  '-mb-px inline-flex items-center gap-2 border-b-2 px-3 py-3 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
                  isCurrent ? 'border-primary text-foreground' : 'border-transparent text-muted-foreground hover:text-foreground',
                )}
              >
                {label}
                {badges
                  .filter(({ count }) => count > 0)
                  .map(({ count, label: counted, isLabelShown, title }) => (
                    <span key={counted} title={title} className="rounded-full bg-primary px-1.5 py-0.5 text-xs leading-none text-primary-foreground">
                      {count}
                      <span className={isLabelShown ? undefined : 'sr-only'}> {counted}</span>
                    </span>
                  ))}
              </AdminLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
