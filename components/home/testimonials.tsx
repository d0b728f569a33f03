import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import type { Testimonial as Item } from '@/lib/testimonials/model';
import type { PublicTestimonial } from '@/lib/testimonials/public';
import { TESTIMONIAL_TEXTS } from '@/lib/testimonials/vocabulary';
import { cn } from '@/lib/utils';
import { IMAGE_VARIANTS, imageSource } from '@/lib/images/sources';
import { ArrowRight, ExternalLink, Quote } from '@/components/ui/icons';
import { HomeSection } from './home-section';

// Quotes from clients, on the home page and on the page of the project each is about. Plain
// quotations by design: no review or rating markup, which search engines reserve for reviews
// of a product by its buyers.

const linkClasses = 'more-link';

/**
 * The author's photo at a fixed size, or their initial: a plain <img> (no image code ships) of the
 * site's own optimised copy, served small and with the site's headers (nosniff among them).
 */
function Portrait({ testimonial }: { testimonial: Item }) {
  if (!testimonial.photoSrc)
    return (
      <span aria-hidden className="avatar">
        {testimonial.authorName.trim().charAt(0).toUpperCase()}
      </span>
    );
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a 48 px portrait; next/image would ship its client code
    <img {...imageSource(testimonial.photoSrc, IMAGE_VARIANTS.avatar)} alt="" loading="lazy" decoding="async" className="avatar" />
  );
}

/** One quote: the words, who said them, and where to read more. */
function TestimonialCard({ testimonial, caseStudy }: { testimonial: Item; caseStudy?: { title: string; href: string } | null }) {
  return (
    <div className={cn('flex h-full flex-col panel', testimonial.featured && 'border-primary/40')}>
      <div className="flex items-center justify-between gap-3">
        <Quote className="size-7 text-primary/60" aria-hidden />
        {testimonial.featured ? <Badge variant="featured">Featured</Badge> : null}
      </div>
      <figure className="mt-4 flex flex-1 flex-col">
        <blockquote className="flex-1 leading-relaxed">
          <p>{testimonial.quote}</p>
        </blockquote>
        <figcaption className="mt-6 flex items-center gap-3">
          <Portrait testimonial={testimonial} />
          <span className="min-w-0">
            <span className="block font-semibold">{testimonial.authorName}</span>
            <span className="block text-sm text-muted-foreground">
              {testimonial.authorRole}, {testimonial.company}
            </span>
          </span>
        </figcaption>
      </figure>
      {caseStudy || testimonial.sourceUrl ? (
        <p className="mt-5 flex flex-wrap gap-x-5 gap-y-2 border-t pt-4 text-sm">
          {caseStudy ? (
            // Named in full for screen readers, which list links out of context; the visible words lead the name.
            <Link href={caseStudy.href} aria-label={`Read the case study: ${caseStudy.title}`} className={linkClasses}>
              Read the case study <ArrowRight aria-hidden />
            </Link>
          ) : null}
          {testimonial.sourceUrl ? (
            <a
              href={testimonial.sourceUrl}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`Source of the quote by ${testimonial.authorName} (opens in a new tab)`}
              className={linkClasses}
            >
              Source <ExternalLink aria-hidden />
            </a>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}

/** "What clients say" on the home page; nothing when there are no testimonials. */
export function Testimonials({ testimonials }: { testimonials: PublicTestimonial[] }) {
  if (testimonials.length === 0) return null;
  return (
    <HomeSection id="testimonials" heading={TESTIMONIAL_TEXTS.heading} className="border-t section-tint">
      <ul className="mt-12 grid-3">
        {testimonials.map((testimonial, position) => (
          // Position as key, as in Skills.
          <li key={position}>
            <TestimonialCard testimonial={testimonial} caseStudy={testimonial.project} />
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

/** The quotes about one project, under its case study; nothing when there are none. */
export function ProjectTestimonials({ testimonials }: { testimonials: Item[] }) {
  if (testimonials.length === 0) return null;
  return (
    <section aria-labelledby="project-testimonials-heading" className="mt-16">
      <h2 id="project-testimonials-heading" className="text-2xl font-bold tracking-tight">
        {TESTIMONIAL_TEXTS.heading}
      </h2>
      <ul className="mt-6 grid gap-5 md:grid-cols-2">
        {testimonials.map((testimonial, position) => (
          // Position as key, as in Skills.
          <li key={position}>
            <TestimonialCard testimonial={testimonial} />
          </li>
        ))}
      </ul>
    </section>
  );
}
