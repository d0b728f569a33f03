import type { Award } from '@/lib/awards/list';
import { AWARD_TEXTS } from '@/lib/awards/list';
import { HomeSection } from '@/components/home/home-section';

/** The awards on the home page, in the owner's order; nothing when there are none. */
export function Awards({ awards }: { awards: Award[] }) {
  if (awards.length === 0) return null;
  return (
    <HomeSection id="awards" heading={AWARD_TEXTS.heading}>
      <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {awards.map((award, position) => (
          // Drawn on the server and never reordered in the browser: its position is key enough.
          <li key={position} className="panel">
            <h3>{award.url ? <a href={award.url}>{award.title}</a> : award.title}</h3>
            <p>
              {award.issuer}, {award.year}
            </p>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
