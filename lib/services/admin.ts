import 'server-only';
import { moveRow } from '@/lib/data/lists';
import { DataError, describeWriteError, type DbError, type WriteFailure, type WriteResult } from '@/lib/data/write-result';
import type { MoveDirection } from '@/lib/lists/vocabulary';
import type { Db } from '@/lib/supabase/db';
import type { Tables } from '@/lib/supabase/database.types';
import { SERVICE_CONSTRAINT_MESSAGES, SERVICE_SELECT, toService, toServiceRow, type Service } from './model';
import { serviceIdSchema, type NewServiceInput, type ServiceInput } from './schema';
import { SERVICE_TEXTS, type ServiceStatus } from './vocabulary';

// The admin area's reads and writes of the services, with the caller's session: row-level
// security decides what the caller may do (owners see drafts too), not this code. Nothing here
// is cached.

const refused = (error: DbError) =>
  describeWriteError(error, { forbidden: SERVICE_TEXTS.forbidden, constraints: SERVICE_CONSTRAINT_MESSAGES, failed: 'The service could not be saved' });

const forbidden: WriteFailure = { ok: false, reason: 'forbidden', message: SERVICE_TEXTS.forbidden };
const notFound: WriteFailure = { ok: false, reason: 'not_found', message: SERVICE_TEXTS.notFound };

/** In display order, drafts included. Throws on failure. */
export async function listServices(db: Db): Promise<Service[]> {
  const { data, error } = await db.from('services').select(SERVICE_SELECT).order('display_order').order('created_at');
  if (error) throw new DataError('list services', error);
  return data.map(toService);
}

/** RLS turns a refused update or delete into "0 rows", not an error: tell the two cases apart. */
async function refusedOrMissing(db: Db, id: string): Promise<WriteFailure> {
  const { data } = await db.from('services').select('id').eq('id', id).maybeSingle();
  return data ? forbidden : notFound;
}

/** The one row a write returned, or why there is none. */
async function written(db: Db, id: string | null, data: Tables<'services'>[]): Promise<WriteResult<Service>> {
  const row = data[0];
  if (row) return { ok: true, value: toService(row) };
  return id ? refusedOrMissing(db, id) : forbidden;
}

/** Adds a service at the end of the list (the database fills in the order and, if none is given, the slug). */
export async function createService(db: Db, input: NewServiceInput): Promise<WriteResult<Service>> {
  const { data, error } = await db.from('services').insert([{ ...toServiceRow(input), status: input.status }]).select(SERVICE_SELECT);
  if (error) return refused(error);
  return written(db, null, data);
}

/** Saves the form's fields; the status stays as it is (Publish / Unpublish change it). */
export async function updateService(db: Db, id: string, input: ServiceInput): Promise<WriteResult<Service>> {
  if (!serviceIdSchema.safeParse(id).success) return notFound;
  const { data, error } = await db.from('services').update(toServiceRow(input)).eq('id', id).select(SERVICE_SELECT);
  if (error) return refused(error);
  return written(db, id, data);
}

/** Publish or unpublish from the list. */
export async function setServiceStatus(db: Db, id: string, status: ServiceStatus): Promise<WriteResult<Service>> {
  if (!serviceIdSchema.safeParse(id).success) return notFound;
  const { data, error } = await db.from('services').update({ status }).eq('id', id).select(SERVICE_SELECT);
  if (error) return refused(error);
  return written(db, id, data);
}

export async function deleteService(db: Db, id: string): Promise<WriteResult> {
  if (!serviceIdSchema.safeParse(id).success) return notFound;
  const { data, error } = await db.from('services').delete().eq('id', id).select('id');
  if (error) return refused(error);
  return data.length > 0 ? { ok: true, value: undefined } : refusedOrMissing(db, id);
}

/** Swaps the service with its neighbour (one transaction in the database). False at either end. */
export async function moveService(db: Db, id: string, direction: MoveDirection): Promise<WriteResult<boolean>> {
  if (!serviceIdSchema.safeParse(id).success) return notFound;
  return moveRow(db, 'services', id, direction, refused);
}
