import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { technologyPath } from '@/lib/projects/technology';

/** A project's technologies as badges, each a link to its page when `linked`; nothing at all when there are none. */
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
  variant?: 'outline' | 'default';
  linked?: boolean;
  className?: string;
}) {
  if (technologies.length === 0) return null;
  return (
    <ul className={cn(variant === 'outline' ? 'tags' : 'flex flex-wrap gap-2', className)} aria-label={label}>
      {/* Keyed by position: the server draws the list and nothing reorders it, and a name would be
          written again into the page's RSC copy. An outline link is styled by `.tags a`. */}
      {technologies.map((tech, index) => (
        <li key={index}>
          {linked ? (
            <Link href={technologyPath(tech)} {...(variant === 'default' && { className: 'badge badge-default badge-link' })}>
              {tech}
            </Link>
          ) : (
            <Badge variant={variant}>{tech}</Badge>
          )}
        </li>
      ))}
    </ul>
  );
}
