import { markdownPlainText } from '@/lib/markdown/excerpt';
import type { Profile } from '@/lib/profile/model';
import { categoryLabel } from '@/lib/projects/vocabulary';
import type { Service } from './model';
import { SERVICES_PATH, serviceAnchor, serviceContactHref } from './vocabulary';

/**
 * The services of /services as schema.org Services, provided by the owner (a Person); a priced
 * one offers its starting price. No areaServed: the site records none.
 */
export function servicesJsonLd(services: readonly Service[], profile: Profile | null, siteUrl: string) {
  const provider = profile ? { '@type': 'Person', name: profile.name, url: siteUrl } : undefined;
  return {
    '@context': 'https://schema.org',
    '@graph': services.map((service) => {
      // The service's card on /services.
      const url = `${siteUrl}${SERVICES_PATH}#${serviceAnchor(service.slug)}`;
      return {
        '@type': 'Service',
        '@id': url,
        name: service.name,
        slogan: service.outcome,
        description: markdownPlainText(service.description),
        serviceType: categoryLabel(service.category),
        url,
        ...(provider ? { provider } : {}),
        ...(service.price
          ? { offers: { '@type': 'Offer', price: service.price.amount, priceCurrency: service.price.currency, url: `${siteUrl}${serviceContactHref(service.slug)}` } }
          : {}),
      };
    }),
  };
}
