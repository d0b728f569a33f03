'use server';

import { ownerAction, ownerFormAction, ownerReadAction } from '@/lib/actions/define';
import { serviceList, serviceStatusSchema, setServiceStatus } from '@/lib/services/list';
import { renderServiceDescription } from '@/lib/services/render';
import { serviceDescriptionPreviewSchema } from '@/lib/services/schema';
import { SERVICE_TEXTS } from '@/lib/services/vocabulary';

const { actions } = serviceList;

export const createServiceAction = ownerFormAction({
  ...actions.create,
  hidden: ['status'],
  success: (service) => (service.status === 'draft' ? SERVICE_TEXTS.draftSaved : SERVICE_TEXTS.added),
});
export const updateServiceAction = ownerFormAction(actions.update);
export const deleteServiceAction = ownerAction(actions.delete);
/** Swaps a service with its neighbour; at either end nothing changes and nothing is refreshed. */
export const moveServiceAction = ownerAction(actions.move);

export const setServiceStatusAction = ownerAction({
  schema: serviceStatusSchema,
  forbidden: SERVICE_TEXTS.forbidden,
  invalid: SERVICE_TEXTS.statusFailed,
  write: ({ id, status }, { db }) => setServiceStatus(db, id, status),
  revalidate: serviceList.revalidate,
  success: (service) => (service.status === 'draft' ? SERVICE_TEXTS.unpublished : SERVICE_TEXTS.published),
});

/** The description as visitors will see it, for the form's Preview tab (the same renderer). */
export const previewServiceDescriptionAction = ownerReadAction({
  schema: serviceDescriptionPreviewSchema,
  forbidden: SERVICE_TEXTS.forbidden,
  read: (markdown) => ({ html: renderServiceDescription(markdown) }),
});
