import { TechnologyList } from '@/components/projects/technology-list';
import { Badge } from '@/components/ui/badge';
import type { Experience as Entry } from '@/lib/experience/model';
import { endLabel, formatMonth } from '@/lib/experience/dates';
import { EXPERIENCE_TEXTS } from '@/lib/experience/vocabulary';
import { cn } from '@/lib/utils';
import { HomeSection } from './home-section';

/** The owner's career as a timeline, newest first; dates are formatted here, on the server. */
export function Experience({ entries }: { entries: Entry[] }) {
  if (entries.length === 0) return null;
  return (
    <HomeSection id="experience" heading={EXPERIENCE_TEXTS.heading}>
      <ol className="mx-auto mt-12 max-w-3xl">
        {entries.map((entry) => (
          <li key={entry.id} className="relative border-s-2 border-border ps-7 pb-10 last:border-transparent last:pb-0 sm:ps-9">
            <span
              aria-hidden
              className={cn(
                'absolute -start-[9px] top-1 size-4 rounded-full border-2 border-primary',
                entry.isCurrent ? 'bg-primary ring-4 ring-primary/20' : 'bg-background',
              )}
            />
            <article className="rounded-card border bg-card p-5 shadow-sm sm:p-6">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm font-medium text-primary">
                <p>
                  <time dateTime={entry.startMonth}>{formatMonth(entry.startMonth)}</time> –{' '}
                  {entry.endMonth && !entry.isCurrent ? <time dateTime={entry.endMonth}>{endLabel(entry)}</time> : endLabel(entry)}
                </p>
                {entry.isCurrent ? <Badge variant="category">{EXPERIENCE_TEXTS.current}</Badge> : null}
              </div>
              <h3 className="mt-2 text-lg font-semibold leading-snug sm:text-xl">{entry.role}</h3>
              <p className="text-muted-foreground">
                {entry.organisation}
                {entry.location ? <span> · {entry.location}</span> : null}
              </p>
              <p className="mt-3">{entry.summary}</p>
              {entry.highlights.length > 0 ? (
                <ul className="mt-3 grid list-disc gap-1 ps-5 text-sm text-muted-foreground marker:text-primary">
                  {entry.highlights.map((highlight) => (
                    <li key={highlight}>{highlight}</li>
                  ))}
                </ul>
              ) : null}
              <TechnologyList technologies={entry.technologies} label={`Technologies at ${entry.organisation}`} className="mt-4" />
            </article>
          </li>
        ))}
      </ol>
    </HomeSection>
  );
}
