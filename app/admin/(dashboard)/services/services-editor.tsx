'use client';

import { deleteServiceAction, moveServiceAction, setServiceStatusAction } from './actions';
import { ServiceForm } from './service-form';
import { ListEditor } from '@/components/admin/list-editor';
import { PublishButton } from '@/components/admin/publishing';
import { useReorder } from '@/components/admin/reorder';
import { useActionCall } from '@/components/forms/use-action-call';
import { Badge } from '@/components/ui/badge';
import { categoryLabel } from '@/lib/projects/vocabulary';
import type { Service } from '@/lib/services/model';
import { formatPrice } from '@/lib/services/price';
import { SERVICE_LABELS as LABEL, SERVICE_TEXTS as TEXT, type ServiceStatus } from '@/lib/services/vocabulary';
import { LIST_TEXTS } from '@/lib/lists/vocabulary';

const nameOf = (service: Service) => service.name;

/** The services on the home page and /services: add, edit, reorder, publish, unpublish and delete. */
export function ServicesEditor({ services }: { services: Service[] }) {
  const reorder = useReorder({ items: services, nameOf, moveAction: moveServiceAction });
  const statusChange = useActionCall((args: { id: string; status: ServiceStatus }) => setServiceStatusAction(args));
  const defaultCurrency = services.find((service) => service.price)?.price?.currency ?? 'EUR';
  const published = services.filter((service) => service.status === 'published').length;

  return (
    <ListEditor
      history="services"
      items={services}
      nameOf={nameOf}
      deleteAction={deleteServiceAction}
      reorder={reorder}
      isFormWide
      form={{
        label: TEXT.formRegion,
        render: (service, close) => <ServiceForm service={service} defaultCurrency={defaultCurrency} onSaved={close} onCancel={close} />,
      }}
      list={{ id: 'your-services', title: TEXT.listHeading, summary: TEXT.publishedSummary(published, services.length), label: TEXT.listLabel, empty: TEXT.empty }}
      item={{
        body: (service) => (
          <>
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <h3 className="font-semibold leading-snug">{service.name}</h3>
              {service.status === 'draft' ? <Badge variant="outline">{TEXT.draft}</Badge> : null}
              {service.featured ? <Badge variant="featured">{LABEL.featured}</Badge> : null}
              <Badge variant="category">{categoryLabel(service.category)}</Badge>
            </div>
            <p className="mt-1 line-clamp-2 text-sm text-muted-foreground">{service.outcome}</p>
            <p className="mt-1 text-sm font-medium">
              {formatPrice(service.price)}
              {service.duration ? <span className="font-normal text-muted-foreground"> · {service.duration}</span> : null}
            </p>
          </>
        ),
        actions: (service) => (
          <PublishButton
            title={service.name}
            isDraft={service.status === 'draft'}
            isPending={statusChange.pendingArgs?.id === service.id}
            onClick={() => statusChange.call({ id: service.id, status: service.status === 'draft' ? 'published' : 'draft' })}
          />
        ),
      }}
      confirm={{ title: TEXT.deleteConfirm, describe: (name) => <>{name} {TEXT.deleteDescription} {LIST_TEXTS.inTrash}</> }}
    />
  );
}
