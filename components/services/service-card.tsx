import { BUTTON_BASE, BUTTON_SIZES, BUTTON_VARIANTS } from '@/components/ui/button-classes';
import { Badge } from '@/components/ui/badge';
import { ArrowRight } from '@/components/ui/icons';
import { categoryLabel } from '@/lib/projects/vocabulary';
import type { Service } from '@/lib/services/model';
import { formatPrice } from '@/lib/services/price';
import { renderServiceDescription } from '@/lib/services/render';
import { SERVICE_LABELS as LABEL, SERVICE_TEXTS as TEXT, SERVICES_PATH, serviceAnchor, serviceContactHref } from '@/lib/services/vocabulary';
import { cn } from '@/lib/utils';

/**
 * One service, on /services (under the h1) in full, and on the home page (under an h2, so its
 * name is an h3) as a summary whose details are a link away. A server component: the description
 * is rendered here and no code reaches the browser. Its button is a plain link to the contact
 * form with the service chosen, a full page load the form reads its choice from. The outcome
 * under the name and the price are styled by their place (.service-card in app/theme.css).
 */
export function ServiceCard({ service, level }: { service: Service; level: 2 | 3 }) {
  const summary = level === 3;
  const Name = `h${level}` as const;
  const Part = `h${level + 1}` as 'h3' | 'h4';
  const anchor = serviceAnchor(service.slug);
  return (
    <article
      id={anchor}
      aria-labelledby={`${anchor}-name`}
      className={cn('service-card panel', service.featured && 'panel-featured')}
    >
      <div className="badge-row">
        <Badge variant="category">{categoryLabel(service.category)}</Badge>
        {service.featured ? <Badge variant="featured">{LABEL.featured}</Badge> : null}
      </div>
      <Name id={`${anchor}-name`} className="service-name">
        {service.name}
      </Name>
      <p>{service.outcome}</p>
      <dl className="service-terms">
        <div>
          <dt className="term">{LABEL.price}</dt>
          <dd>{formatPrice(service.price)}</dd>
        </div>
        {service.duration ? (
          <div>
            <dt className="term">{LABEL.duration}</dt>
            <dd>{service.duration}</dd>
          </div>
        ) : null}
      </dl>
      {summary ? (
        <p className="mt-4 text-sm">
          <a href={`${SERVICES_PATH}#${anchor}`} className="more-link">
            {LABEL.included}
            <span className="sr-only"> in {service.name}</span>
            <ArrowRight aria-hidden />
          </a>
        </p>
      ) : (
        /* Rendered by the site's Markdown renderer, which escapes raw HTML. */
        <div className="markdown mt-4 text-sm" dangerouslySetInnerHTML={{ __html: renderServiceDescription(service.description) }} />
      )}
      {!summary && service.included.length > 0 ? (
        <>
          <Part id={`${anchor}-included`} className="mt-5 text-sm font-semibold">
            {LABEL.included}
          </Part>
          <ul aria-labelledby={`${anchor}-included`} className="mt-2 grid list-disc gap-1.5 pl-5 text-sm marker:text-primary">
            {service.included.map((item, index) => (
              <li key={index}>{item}</li>
            ))}
          </ul>
        </>
      ) : null}
      <div className="service-action">
        <a href={serviceContactHref(service.slug)} className={cn(BUTTON_BASE, BUTTON_VARIANTS.default, BUTTON_SIZES.default)}>
          {TEXT.enquire}
          <span className="sr-only">
            {' '}
            {TEXT.enquireAbout} {service.name}
          </span>
          <ArrowRight aria-hidden />
        </a>
      </div>
    </article>
  );
}
