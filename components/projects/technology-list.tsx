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
      {technologies.map((tech) => (
        <li key={tech}>
          {linked ? (
            <Link href={technologyPath(tech)} className={variant === 'outline' ? 'tag' : 'badge badge-default badge-link'}>
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
