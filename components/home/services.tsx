import Link from 'next/link';
import { ServiceCard } from '@/components/services/service-card';
import { ArrowRight } from '@/components/ui/icons';
import type { Service } from '@/lib/services/model';
import { pricingMix } from '@/lib/services/price';
import { SERVICE_TEXTS as TEXT, SERVICES_PATH } from '@/lib/services/vocabulary';
import { HomeSection } from './home-section';

/** What the owner can be hired for; nothing when no service is published. */
export function Services({ services }: { services: Service[] }) {
  if (services.length === 0) return null;
  return (
    <HomeSection id="services" heading={TEXT.heading} intro={TEXT.homeIntro(pricingMix(services.map(({ price }) => price)))}>
      <ul className="mt-12 grid gap-5 md:grid-cols-2">
        {services.map((service) => (
          <li key={service.slug}>
            <ServiceCard service={service} level={3} />
          </li>
        ))}
      </ul>
      <p className="mt-10 text-center">
        <Link href={SERVICES_PATH} className="more-link">
          {TEXT.allServices} <ArrowRight aria-hidden />
        </Link>
      </p>
    </HomeSection>
  );
}
