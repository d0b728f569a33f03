import 'server-only';
import { z } from 'zod';
import { isoInstant } from '@/lib/data/rows';
import { DataError } from '@/lib/data/write-result';
import { postList } from '@/lib/posts/list';
import { projectTable } from '@/lib/projects/admin';
import { serviceList } from '@/lib/services/list';
import type { Db } from '@/lib/supabase/db';
import { testimonialList } from '@/lib/testimonials/list';
import { TRASH_DAYS, TRASH_KIND_LABELS, TRASH_KINDS, TRASH_TEXTS, type TrashKind } from './vocabulary';

// The trash of the four lists that have one (their declarations say `trash`): what is in it, its
// Restore and Delete for good, and the purge of what has been in it for TRASH_DAYS. The rows stay
// in their tables with a deleted_at; row-level security hides them from visitors.

const LISTS = { projects: projectTable, posts: postList, services: serviceList, testimonials: testimonialList } satisfies Record<TrashKind, unknown>;

export type TrashItem = { kind: TrashKind; id: string; title: string; deletedAt: string; purgedAt: string };

type Trashed = { id: string; title: string; deleted_at: string | null };

/** Every trashed item, most recently deleted first. Throws on failure. */
export async function listTrash(db: Db): Promise<TrashItem[]> {
  const answers = await Promise.all([
    db.from('projects').select('id, title, deleted_at').not('deleted_at', 'is', null),
    db.from('posts').select('id, title, deleted_at').not('deleted_at', 'is', null),
    db.from('services').select('id, title:name, deleted_at').not('deleted_at', 'is', null),
    db.from('testimonials').select('id, title:author_name, deleted_at').not('deleted_at', 'is', null),
  ]);
  const items = answers.flatMap(({ data, error }, at) => {
    const kind = TRASH_KINDS[at]!;
    if (error) throw new DataError(`list the trash of ${kind}`, error);
    return (data as Trashed[]).flatMap(({ id, title, deleted_at }) => {
      if (!deleted_at) return [];
      const deletedAt = isoInstant(deleted_at);
      const purgedAt = new Date(Date.parse(deletedAt) + TRASH_DAYS * 86_400_000).toISOString();
      return [{ kind, id, title, deletedAt, purgedAt }];
    });
  });
  return items.sort((a, b) => b.deletedAt.localeCompare(a.deletedAt));
}

/**
 * Deletes for good what has been in the trash for TRASH_DAYS, then the files those rows used.
 * Only the owner may (the database refuses anyone else; that refusal is not logged).
 * Returns how many rows it deleted.
 */
export async function purgeTrash(db: Db): Promise<number> {
  const { data, error } = await db.rpc('purge_trash');
  if (error) {
    if (error.code !== '42501') console.error('[trash] purge failed:', error.message);
    return 0;
  }
  for (const { kind, id } of data ?? []) {
    if (isTrashKind(kind)) await LISTS[kind].afterDelete(db, id).catch((cause: unknown) => console.error(`[trash] files of ${kind} ${id}:`, cause));
  }
  return data?.length ?? 0;
}

const isTrashKind = (kind: string): kind is TrashKind => (TRASH_KINDS as readonly string[]).includes(kind);

const trashedSchema = z.object({ kind: z.enum(TRASH_KINDS), id: z.uuid() });
type TrashedItem = z.output<typeof trashedSchema>;

/** The configs of the trash page's actions (ownerAction): each is its list's own, by kind. */
export const trashActions = {
  restore: {
    schema: trashedSchema,
    forbidden: TRASH_TEXTS.forbidden,
    invalid: TRASH_TEXTS.notFound,
    write: ({ kind, id }: TrashedItem, { db }: { db: Db }) => LISTS[kind].restore(db, id),
    revalidate: (_: unknown, { kind }: TrashedItem) => LISTS[kind].revalidate(),
    success: (_: unknown, { kind }: TrashedItem) => `${TRASH_KIND_LABELS[kind]} restored successfully`,
  },
  deleteForGood: {
    schema: trashedSchema,
    forbidden: TRASH_TEXTS.forbidden,
    invalid: TRASH_TEXTS.notFound,
    failure: TRASH_TEXTS.failed,
    write: ({ kind, id }: TrashedItem, { db }: { db: Db }) => LISTS[kind].deleteForGood(db, id),
    revalidate: (_: unknown, { kind }: TrashedItem) => LISTS[kind].revalidate(),
    success: (_: unknown, { kind }: TrashedItem) => `${TRASH_KIND_LABELS[kind]} deleted for good successfully`,
  },
};
