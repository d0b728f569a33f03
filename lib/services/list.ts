import 'server-only';
import { declareList } from '@/lib/data/list-declaration';
import type { Db } from '@/lib/supabase/db';
import { SERVICE_COLUMNS, SERVICE_CONSTRAINT_MESSAGES, toService, toServiceRow } from './model';
import { newServiceSchema, serviceSchema } from './schema';
import { SERVICE_TEXTS, type ServiceStatus } from './vocabulary';
import { statusChangeSchema } from '@/lib/lists/schema';

/** The cache tag of every public read of services (the home page, /services, its share image, the sitemap): an owner's save of services expires it. */
export const SERVICES_TAG = 'services';

/** What the owner can be hired for, in the owner's order; row-level security shows visitors the published ones only. */
export const serviceList = declareList({
  table: 'services',
  columns: SERVICE_COLUMNS,
  toItem: toService,
  toRow: toServiceRow,
  schema: serviceSchema,
  // "Add Service" posts published, "Save as draft" posts draft; an edit keeps the status.
  newSchema: newServiceSchema,
  newColumns: ({ status }) => ({ status }),
  idField: 'serviceId',
  noun: 'service',
  texts: SERVICE_TEXTS,
  constraints: SERVICE_CONSTRAINT_MESSAGES,
  tag: SERVICES_TAG,
  order: 'manual',
  trash: true,
});

/** The published services in display order, cached under SERVICES_TAG; none when the backend failed (logged). */
export const listPublicServices = serviceList.listPublic;

export const serviceStatusSchema = statusChangeSchema(serviceList.idSchema);

/** Publish or unpublish from the list. */
export const setServiceStatus = (db: Db, id: string, status: ServiceStatus) => serviceList.setColumns(db, id, { status });
