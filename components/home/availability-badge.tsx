import type { AvailabilityBadge as Badge } from '@/lib/profile/availability';

/**
 * The owner's availability: the status in words on a pill of one line, then the note beside it
 * (free to wrap); the dot's colour (CSS) repeats the status, never alone.
 */
export function AvailabilityBadge({ badge, className }: { badge: Badge; className?: string }) {
  return (
    <p className={className ? `availability ${className}` : 'availability'} data-availability={badge.status}>
      <span>{badge.text}</span>
      {badge.note ? (
        <>
          {' '}
          <span className="availability-note">— {badge.note}</span>
        </>
      ) : null}
    </p>
  );
}
