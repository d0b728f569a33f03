import type { AvailabilityBadge as Badge } from '@/lib/profile/availability';

/** The owner's availability in words, then the note; the dot's colour (CSS) repeats the status, never alone. */
export function AvailabilityBadge({ badge, className }: { badge: Badge; className?: string }) {
  return (
    <p className={className ? `availability ${className}` : 'availability'} data-availability={badge.status}>
      {badge.text}
      {badge.note ? <span className="availability-note"> — {badge.note}</span> : null}
    </p>
  );
}
