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
      {/* One scrolling row on phones, where dozens of wrapped chips would push the projects far down. */}
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 py-1.5 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:p-0">
        {groups.map((group) => (
          <li key={group.slug} className="shrink-0">
            <Link
              href={technologyPath(group.name)}
              // One name to hear: "Power BI, 2 projects" (the badge alone would read "Power BI 2").
              aria-label={`${group.name}, ${projectCount(group.projects.length)}`}
              aria-current={group.slug === current ? 'page' : undefined}
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
