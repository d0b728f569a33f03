import { buttonVariants } from '@/components/ui/button';
import type { Profile } from '@/lib/profile/model';
import type { AvailabilityBadge as Badge } from '@/lib/profile/availability';
import { IMAGE_VARIANTS, imageSource } from '@/lib/images/sources';
import { ArrowRight, Download, Mail } from '@/components/ui/icons';
import { AvailabilityBadge } from './availability-badge';

/**
 * The top of the home page: who the owner is, what they do, three stats, and their portrait
 * when there is one (a fixed square box, so nothing moves when it loads), and how available they
 * are when the owner shows it. On a wide screen the portrait stands beside the text, or, without
 * one, the stats do (.hero in app/theme.css), so neither half of the hero is left empty.
 */
export function Hero({ profile, availability }: { profile: Profile | null; availability: Badge | null }) {
  const photo = profile?.photo ?? null;
  const portrait = photo ? imageSource(photo.src, IMAGE_VARIANTS.portrait) : null;
  return (
    <section id="about" className="relative overflow-hidden pb-20 pt-32 sm:pt-40">
      <div aria-hidden className="hero-glow" />
      <div className="wrap hero">
        {photo && portrait ? (
          // eslint-disable-next-line @next/next/no-img-element -- sources from getImageProps on the server (lib/images/sources.ts)
          <img
            {...portrait}
            alt={photo.alt}
            fetchPriority="high"
            className="mb-8 aspect-square size-32 rounded-full border-4 border-card object-cover elevated sm:size-44 lg:mb-0 lg:size-64"
          />
        ) : null}
        <div>
          {profile ? (
            <>
              {availability ? <AvailabilityBadge badge={availability} className="mb-5" /> : null}
              <p className="mb-4 font-semibold text-primary">Hi, I&apos;m {profile.name}</p>
              <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-6xl">{profile.heroHeading}</h1>
              <p className="mt-6 max-w-2xl text-lg text-muted-foreground">{profile.intro}</p>
            </>
          ) : null}
          <div className="mt-8 flex flex-wrap gap-3">
            <a href="#projects" className={buttonVariants({ size: 'lg' })}>
              View My Work <ArrowRight aria-hidden />
            </a>
            <a href="#contact" className={buttonVariants({ size: 'lg', variant: 'outline' })}>
              Get In Touch <Mail aria-hidden />
            </a>
            {profile?.cvHref ? (
              <a href={profile.cvHref} target="_blank" rel="noopener noreferrer" data-insight="cv_download" className={buttonVariants({ size: 'lg', variant: 'ghost' })}>
                Download CV <Download aria-hidden />
              </a>
            ) : null}
          </div>
        </div>
        {profile ? (
          <ul className="hero-stats" aria-label="Experience">
            {profile.stats.map((stat) => (
              <li key={stat.label} className="stat">
                <span>{stat.value}</span> <span>{stat.label}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
