import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

/** A project's technologies as badges; nothing at all when there are none. */
export function TechnologyList({
  technologies,
  label,
  variant = 'outline',
  className,
}: {
  technologies: readonly string[];
  /** The list's accessible name; leave it out when a heading already names it. */
  label?: string;
  variant?: 'outline' | 'default';
  className?: string;
}) {
  if (technologies.length === 0) return null;
  return (
    <ul className={cn('flex flex-wrap', variant === 'outline' ? 'gap-1.5' : 'gap-2', className)} aria-label={label}>
      {technologies.map((tech) => (
        <li key={tech}>
          <Badge variant={variant}>{tech}</Badge>
        </li>
      ))}
    </ul>
  );
}
