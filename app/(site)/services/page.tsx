import type { Metadata } from 'next';
import { ServiceCard } from '@/components/services/service-card';
import { JsonLd } from '@/components/site/json-ld';
import { PageMain } from '@/components/site/page-main';
import { env } from '@/lib/env';
import { getPublicProfile } from '@/lib/profile/public';
import { pricingMix } from '@/lib/services/price';
import { listPublicServices } from '@/lib/services/list';
import { servicesJsonLd } from '@/lib/services/structured-data';
import { SERVICE_TEXTS as TEXT, SERVICES_PATH } from '@/lib/services/vocabulary';
import { pageMetadata } from '@/lib/site/metadata';

// Static, refreshed by owner saves like the home page (tag 'services').
export const revalidate = 60;

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata(await getPublicProfile(), { path: SERVICES_PATH, title: TEXT.pageTitle, description: TEXT.pageDescription });
}

export default async function ServicesPage() {
  const [services, profile] = await Promise.all([listPublicServices(), getPublicProfile()]);
  return (
    <PageMain>
      <h1 className="page-title">{TEXT.pageTitle}</h1>
      <p className="mt-3 max-w-2xl text-muted-foreground">{TEXT.pageIntro(pricingMix(services.map(({ price }) => price)))}</p>
      {services.length === 0 ? (
        <p className="mt-10 empty">{TEXT.publicEmpty}</p>
      ) : (
        <ul className="mt-10 grid gap-5 md:grid-cols-2">
          {services.map((service) => (
            <li key={service.slug}>
              <ServiceCard service={service} level={2} />
            </li>
          ))}
        </ul>
      )}
      {services.length > 0 ? <JsonLd data={servicesJsonLd(services, profile, env.siteUrl)} /> : null}
    </PageMain>
  );
}
