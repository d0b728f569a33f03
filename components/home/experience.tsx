import { TechnologyList } from '@/components/projects/technology-list';
import { Badge } from '@/components/ui/badge';
import type { Experience as Entry } from '@/lib/experience/model';
import { endLabel, formatMonth } from '@/lib/experience/dates';
import { EXPERIENCE_TEXTS } from '@/lib/experience/vocabulary';
import { HomeSection } from './home-section';

/** The owner's career as a timeline, newest first; dates are formatted here, on the server. */
export function Experience({ entries }: { entries: Entry[] }) {
  if (entries.length === 0) return null;
  return (
    <HomeSection id="experience" heading={EXPERIENCE_TEXTS.heading}>
      <ol className="mx-auto mt-12 max-w-3xl">
        {entries.map((entry, position) => (
          // Position as key, as in Skills.
          <li key={position} className="timeline-item">
            <span
              aria-hidden
              className={entry.isCurrent ? 'timeline-dot timeline-dot-current' : 'timeline-dot'}
            />
            <article className="panel p-5 sm:p-6">
              <div className="timeline-when">
                <p>
                  <time dateTime={entry.startMonth}>{formatMonth(entry.startMonth)}</time> –{' '}
                  {entry.endMonth && !entry.isCurrent ? <time dateTime={entry.endMonth}>{endLabel(entry)}</time> : endLabel(entry)}
                </p>
                {entry.isCurrent ? <Badge variant="category">{EXPERIENCE_TEXTS.current}</Badge> : null}
              </div>
              <h3 className="timeline-role">{entry.role}</h3>
              <p className="text-muted-foreground">
                {entry.organisation}
                {entry.location ? <span> · {entry.location}</span> : null}
              </p>
              <p className="mt-3">{entry.summary}</p>
              {entry.highlights.length > 0 ? (
                <ul className="bullets mt-3">
                  {/* By position, as the entries: a text as key would be written twice into the RSC copy. */}
                  {entry.highlights.map((highlight, index) => (
                    <li key={index}>{highlight}</li>
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
