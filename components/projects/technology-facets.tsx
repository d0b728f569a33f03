import Link from 'next/link';
import { technologyPath, type TechnologyGroup } from '@/lib/projects/technology';
import { cn } from '@/lib/utils';

/** Every technology with how many projects use it, each a link to its page. */
export function TechnologyFacets({ groups, current, className }: { groups: TechnologyGroup<unknown>[]; current?: string; className?: string }) {
  if (groups.length === 0) return null;
  return (
    <nav aria-labelledby="technology-facets" className={className}>
      <h2 id="technology-facets" className="mb-3 text-sm font-semibold uppercase tracking-wide text-muted-foreground">
        Browse by technology
      </h2>
      <ul className="flex flex-wrap gap-2">
        {groups.map((group) => (
          <li key={group.slug}>
            <Link
              href={technologyPath(group.name)}
              aria-current={group.slug === current ? 'page' : undefined}
              className={cn(
                'inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                group.slug === current ? 'border-primary bg-primary text-primary-foreground hover:bg-primary' : 'bg-background',
              )}
            >
              {group.name}
              <span className={cn('text-xs', group.slug === current ? 'text-primary-foreground' : 'text-muted-foreground')}>
                <span className="sr-only">, </span>
                {group.projects.length}
                <span className="sr-only"> {group.projects.length === 1 ? 'project' : 'projects'}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
