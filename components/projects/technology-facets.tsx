import Link from 'next/link';
import { projectCount, technologyPath, type TechnologyGroup } from '@/lib/projects/technology';

/** Every technology with how many projects use it, each a link to its page. */
export function TechnologyFacets({ groups, current, className }: { groups: TechnologyGroup<unknown>[]; current?: string; className?: string }) {
  if (groups.length === 0) return null;
  return (
    <nav aria-labelledby="technology-facets" className={className}>
      <h2 id="technology-facets" className="mb-3 text-sm font-semibold uppercase tracking-wide text-muted-foreground">
        Browse by technology
      </h2>
      <ul className="facets">
        {groups.map((group) => (
          <li key={group.slug}>
            <Link
              href={technologyPath(group.name)}
              // One name to hear: "Power BI, 2 projects" (the badge alone would read "Power BI 2").
              aria-label={`${group.name}, ${projectCount(group.projects.length)}`}
              // Only on the current one: an undefined prop would still be written into the page's RSC copy, once per facet.
              {...(group.slug === current && { 'aria-current': 'page' as const })}
              className="facet"
            >
              {group.name}
              <small>{group.projects.length}</small>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
