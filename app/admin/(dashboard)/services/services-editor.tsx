'use client';

import { EyeOff, Send } from 'lucide-react';
import { deleteServiceAction, moveServiceAction, setServiceStatusAction } from './actions';
import { ServiceForm } from './service-form';
import { ItemActions, useListEditor } from '@/components/admin/list-editor';
import { ListSection } from '@/components/admin/list-section';
import { useReorder } from '@/components/admin/reorder';
import { useActionCall } from '@/components/forms/use-action-call';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { categoryLabel } from '@/lib/projects/vocabulary';
import type { Service } from '@/lib/services/model';
import { formatPrice } from '@/lib/services/price';
import { SERVICE_LABELS as LABEL, SERVICE_TEXTS as TEXT, type ServiceStatus } from '@/lib/services/vocabulary';
import { cn } from '@/lib/utils';

/** The services on the home page and /services: add, edit, reorder, publish, unpublish and delete. */
export function ServicesEditor({ services }: { services: Service[] }) {
  const { editing, showForm, deletion, formKey, isEditing } = useListEditor<Service>({ deleteAction: deleteServiceAction });
  const reorder = useReorder({ items: services, nameOf: (service) => service.name, moveAction: moveServiceAction });
  const statusChange = useActionCall((args: { id: string; status: ServiceStatus }) => setServiceStatusAction(args));
  const defaultCurrency = services.find((service) => service.price)?.price?.currency ?? 'EUR';
  const published = services.filter((service) => service.status === 'published').length;

  return (
    <div className="grid items-start gap-8 xl:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)]">
      <section aria-label={TEXT.formRegion}>
        <ServiceForm key={formKey} service={editing} defaultCurrency={defaultCurrency} onSaved={() => showForm(null)} onCancel={() => showForm(null)} />
      </section>
      <ListSection id="your-services" title={TEXT.listHeading} summary={TEXT.publishedSummary(published, services.length)}>
        {services.length === 0 ? (
          <Card className="border-dashed px-6 py-14 text-center font-medium">{TEXT.empty}</Card>
        ) : (
          <ol className="grid gap-3" aria-label={TEXT.listLabel}>
            {services.map((service, index) => {
              const isDraft = service.status === 'draft';
              return (
                <li key={service.id}>
                  <Card className={cn('flex gap-3 p-4', isEditing(service) && 'border-primary ring-2 ring-primary/30')}>
                    {reorder.controls(service, index)}
                    <div className="min-w-0 flex-1">
                      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                        <h3 className="font-semibold leading-snug">{service.name}</h3>
                        {isDraft ? <Badge variant="outline">{TEXT.draft}</Badge> : null}
                        {service.featured ? <Badge variant="featured">{LABEL.featured}</Badge> : null}
                        <Badge variant="category">{categoryLabel(service.category)}</Badge>
                      </div>
                      <p className="mt-1 line-clamp-2 text-sm text-muted-foreground">{service.outcome}</p>
                      <p className="mt-1 text-sm font-medium">
                        {formatPrice(service.price)}
                        {service.duration ? <span className="font-normal text-muted-foreground"> · {service.duration}</span> : null}
                      </p>
                      <div className="flex flex-wrap items-end gap-2">
                        <ItemActions name={service.name} onEdit={() => showForm(service)} onDelete={() => deletion.ask(service)} />
                        <Button
                          variant="outline"
                          size="sm"
                          aria-label={`${isDraft ? TEXT.publish : TEXT.unpublish} ${service.name}`}
                          disabled={statusChange.pendingArgs?.id === service.id}
                          onClick={() => statusChange.call({ id: service.id, status: isDraft ? 'published' : 'draft' })}
                        >
                          {isDraft ? <Send aria-hidden /> : <EyeOff aria-hidden />}
                          {isDraft ? TEXT.publish : TEXT.unpublish}
                        </Button>
                      </div>
                    </div>
                  </Card>
                </li>
              );
            })}
          </ol>
        )}
        {reorder.status}
      </ListSection>
      <ConfirmDialog
        {...deletion.dialog}
        title={TEXT.deleteConfirm}
        description={
          deletion.toDelete ? (
            <>
              <span className="font-medium text-foreground">{deletion.toDelete.name}</span> {TEXT.deleteDescription}
            </>
          ) : null
        }
      />
    </div>
  );
}
