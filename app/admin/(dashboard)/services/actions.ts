'use server';

import { ownerAction, ownerFormAction, ownerReadAction } from '@/lib/actions/define';
import { revalidateTags } from '@/lib/data/revalidate';
import { moveSchema } from '@/lib/lists/schema';
import { LIST_TEXTS } from '@/lib/lists/vocabulary';
import { createService, deleteService, moveService, setServiceStatus, updateService } from '@/lib/services/admin';
import { SERVICES_TAG } from '@/lib/services/public';
import { renderServiceDescription } from '@/lib/services/render';
import { editedServiceSchema, newServiceSchema, serviceDescriptionPreviewSchema, serviceIdSchema, serviceStatusSchema } from '@/lib/services/schema';
import { SERVICE_TEXTS } from '@/lib/services/vocabulary';

// The home page, /services, its share image and the sitemap read the services under one tag.
const revalidateServices = () => revalidateTags(SERVICES_TAG);

export const createServiceAction = ownerFormAction({
  schema: newServiceSchema,
  hidden: ['status'],
  forbidden: SERVICE_TEXTS.forbidden,
  write: (input, { db }) => createService(db, input),
  revalidate: revalidateServices,
  success: (service) => (service.status === 'draft' ? SERVICE_TEXTS.draftSaved : SERVICE_TEXTS.added),
});

export const updateServiceAction = ownerFormAction({
  schema: editedServiceSchema,
  hidden: ['serviceId'],
  forbidden: SERVICE_TEXTS.forbidden,
  write: ({ serviceId, ...input }, { db }) => updateService(db, serviceId, input),
  revalidate: revalidateServices,
  success: SERVICE_TEXTS.updated,
});

export const setServiceStatusAction = ownerAction({
  schema: serviceStatusSchema,
  forbidden: SERVICE_TEXTS.forbidden,
  invalid: SERVICE_TEXTS.statusFailed,
  write: ({ id, status }, { db }) => setServiceStatus(db, id, status),
  revalidate: revalidateServices,
  success: (service) => (service.status === 'draft' ? SERVICE_TEXTS.unpublished : SERVICE_TEXTS.published),
});

export const deleteServiceAction = ownerAction({
  schema: serviceIdSchema,
  forbidden: SERVICE_TEXTS.forbidden,
  invalid: SERVICE_TEXTS.deleteFailed,
  failure: SERVICE_TEXTS.deleteFailed,
  write: (id, { db }) => deleteService(db, id),
  revalidate: revalidateServices,
  success: SERVICE_TEXTS.deleted,
});

/** Swaps a service with its neighbour; at either end nothing changes and nothing is refreshed. */
export const moveServiceAction = ownerAction({
  schema: moveSchema,
  forbidden: SERVICE_TEXTS.forbidden,
  invalid: LIST_TEXTS.moveImpossible,
  write: ({ id, direction }, { db }) => moveService(db, id, direction),
  revalidate: (moved) => moved && revalidateServices(),
  success: (moved) => (moved ? SERVICE_TEXTS.moved : LIST_TEXTS.atEnd),
});

/** The description as visitors will see it, for the form's Preview tab (the same renderer). */
export const previewServiceDescriptionAction = ownerReadAction({
  schema: serviceDescriptionPreviewSchema,
  forbidden: SERVICE_TEXTS.forbidden,
  read: (markdown) => ({ html: renderServiceDescription(markdown) }),
});
