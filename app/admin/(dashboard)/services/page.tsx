import type { Metadata } from 'next';
import { OwnerSection } from '@/components/admin/owner-section';
import { ServicesEditor } from './services-editor';
import { serviceList } from '@/lib/services/list';
import { SERVICE_TEXTS } from '@/lib/services/vocabulary';

export const metadata: Metadata = { title: 'Services · Admin Dashboard', robots: { index: false, follow: false } };

export default function AdminServicesPage() {
  return (
    <OwnerSection notice={{ title: SERVICE_TEXTS.forbidden, text: SERVICE_TEXTS.ownerOnly }} load={serviceList.list} failure={SERVICE_TEXTS.listFailed}>
      {(services) => <ServicesEditor services={services} />}
    </OwnerSection>
  );
}
