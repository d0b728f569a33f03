import Link from 'next/link';
import { cn } from '@/lib/cn';
import { technologyPath } from '@/lib/projects/technology';

/**
 * A project's technologies as badges, each a link to its page when `linked` (outlined, or filled
 * with `variant="default"`); nothing at all when there are none. The outlined ones are styled by
 * their list (`.tags a`, `.badges span`), not a class each.
 */
export function TechnologyList({
  technologies,
  label,
  variant = 'outline',
  linked = false,
  className,
}: {
  technologies: readonly string[];
  /** The list's accessible name; leave it out when a heading already names it. */
  label?: string;
  /** Filled badges are links only. */
  variant?: 'outline' | 'default';
  linked?: boolean;
  className?: string;
}) {
  if (technologies.length === 0) return null;
  return (
    <ul className={cn(variant === 'default' ? 'flex flex-wrap gap-2' : linked ? 'tags' : 'badges', className)} aria-label={label}>
      {/* Keyed by position: the server draws the list and nothing reorders it, and a name would be
          written again into the page's RSC copy. */}
      {technologies.map((tech, index) => (
        <li key={index}>
          {linked ? (
            <Link href={technologyPath(tech)} {...(variant === 'default' && { className: 'badge badge-default badge-link' })}>
              {tech}
            </Link>
          ) : (
            <span>{tech}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
