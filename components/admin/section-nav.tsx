'use client';

import { AdminLink } from '@/components/admin/admin-link';
import { usePathname } from 'next/navigation';
import { cn } from '@/lib/utils';

/** A count beside a section's name; `label` says what it counts, read aloud, and shown too when `isLabelShown`. */
export type SectionBadge = { count: number; label: string; isLabelShown?: boolean; title?: string };

export type AdminSection = { href: string; label: string; badges?: SectionBadge[] };

/** The admin area's sections; the current one is marked for screen readers and sighted users alike. */
export function SectionNav({ sections }: { sections: AdminSection[] }) {
  const pathname = usePathname();
  return (
    <nav aria-label="Admin sections" className="border-b">
      <ul className="mx-auto flex max-w-6xl gap-1 overflow-x-auto px-4 sm:px-6">
        {sections.map(({ href, label, badges = [] }) => {
          const isCurrent = pathname === href;
          return (
            <li key={href}>
              <AdminLink
                href={href}
                aria-current={isCurrent ? 'page' : undefined}
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
