import Link from 'next/link';
import { projectCount, technologyPath, type TechnologyGroup } from '@/lib/projects/technology';

/** Every technology with how many projects use it, each a link to its page. */
export function TechnologyFacets({ groups, current, className }: { groups: TechnologyGroup<unknown>[]; current?: string; className?: string }) {
  if (groups.length === 0) return null;
  return (
    <nav aria-labelledby="technology-facets" className={className}>
      <h2 id="technology-facets" className="eyebrow mb-3">
        Browse by technology
      </h2>
      {/* Items keyed by position and links styled by `.facets a`: dozens of slugs and classes would
          each be written twice (HTML and RSC copy). */}
      <ul className="facets">
        {groups.map((group, position) => (
          <li key={position}>
            <Link
              href={technologyPath(group.name)}
              // One name to hear: "Power BI, 2 projects" (the badge alone would read "Power BI 2").
              aria-label={`${group.name}, ${projectCount(group.projects.length)}`}
              // Only on the current one: an undefined prop would still be written into the page's RSC copy, once per facet.
              {...(group.slug === current && { 'aria-current': 'page' as const })}
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
