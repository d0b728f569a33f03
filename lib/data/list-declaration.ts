import 'server-only';
import { cache } from 'react';
import { z } from 'zod';
import { cachedClient } from '@/lib/data/cache';
import { withFallback } from '@/lib/data/fallback';
import { revalidateTags } from '@/lib/data/revalidate';
import { rowsOf, type EveryColumn } from '@/lib/data/rows';
import { removeUnusedFilesOf, storedFiles } from '@/lib/data/storage';
import { DataError, describeWriteError, type DbError, type WriteFailure, type WriteResult } from '@/lib/data/write-result';
import { withId } from '@/lib/lists/edit-schema';
import { moveSchema } from '@/lib/lists/schema';
import { LIST_TEXTS, type MoveDirection } from '@/lib/lists/vocabulary';
import type { Db, TableName } from '@/lib/supabase/db';
import type { Tables, TablesInsert, TablesUpdate } from '@/lib/supabase/database.types';

// An owner-editable list, declared once: its table, columns, mapping, schema, texts and cache tag
// give the public read, the owner's reads and writes (with the caller's session: row-level
// security decides, not this code), the moves of a list in manual order, and the configs the
// action wrappers of lib/actions/define.ts take. `ownerTable` is the part a domain with writes
// of its own (projects) uses. With `trash`, Delete sets deleted_at, `restore` clears it and
// `deleteForGood` deletes a trashed row; the owner's reads and writes see live rows only.

/** What the owner is told; `deleteFailed` replaces a refused delete's own message (which is logged). */
type OwnerTexts = { forbidden: string; notFound: string; deleted: string; deleteFailed: string; moved?: string };

type TableConfig<T extends TableName, Columns extends readonly (keyof Tables<T> & string)[], Item, Texts extends OwnerTexts> = {
  table: T;
  /** Every column of the table (columnsOf). */
  columns: Columns & EveryColumn<T, Columns>;
  toItem: (row: Tables<T>) => Item;
  /** Names a row in the fallback messages: 'skill' → 'Not a valid skill id', 'The skill could not be saved'. */
  noun: string;
  texts: Texts;
  /** Named CHECK and UNIQUE constraints → what to fix (checked against the migration). */
  constraints: Record<string, string>;
  /** After a successful write, from an action: expire what visitors read. */
  revalidate: () => void;
  /** After a delete (files only the row used); with `trash`, after a delete for good. */
  afterDelete?: (db: Db, id: string) => Promise<void>;
  /** A delete moves the row to the trash (a table with a deleted_at). */
  trash?: 'deleted_at' extends keyof Tables<T> ? boolean : never;
};

/** The owner's writes every list shares, whatever else its domain writes. */
export function ownerTable<T extends TableName, const Columns extends readonly (keyof Tables<T> & string)[], Item, Texts extends OwnerTexts>(
  config: TableConfig<T, Columns, Item, Texts>,
) {
  const { table, texts, revalidate } = config;
  const trash = config.trash === true;
  const select = config.columns.join(', ');
  const idSchema = z.uuid({ error: `Not a valid ${config.noun} id` });
  const forbidden: WriteFailure = { ok: false, reason: 'forbidden', message: texts.forbidden };
  const notFound: WriteFailure = { ok: false, reason: 'not_found', message: texts.notFound };
  const refused = (error: DbError) => describeWriteError(error, { forbidden: texts.forbidden, constraints: config.constraints, failed: `The ${config.noun} could not be saved` });

  /** RLS turns a refused write into "0 rows", not an error: tell the two apart (a row across the trash is missing). */
  async function refusedOrMissing(db: Db, id: string, { trashed = false } = {}): Promise<WriteFailure> {
    const query = rowsOf(db, table).select<{ id: string }>('id').eq('id', id);
    const { data } = await (!trash ? query : trashed ? query.not('deleted_at', 'is', null) : query.is('deleted_at', null)).maybeSingle();
    return data ? forbidden : notFound;
  }

  /** One item as the caller may read it (the owner: drafts too); null when there is none. Throws on failure. */
  async function get(db: Db, id: string): Promise<Item | null> {
    if (!idSchema.safeParse(id).success) return null;
    const query = rowsOf(db, table).select(select).eq('id', id);
    const { data, error } = await (trash ? query.is('deleted_at', null) : query).maybeSingle();
    if (error) throw new DataError(`read ${config.noun}`, error);
    return data ? config.toItem(data) : null;
  }

  /** The one row a write returned, mapped, or why there is none (`id`: null for an insert). */
  async function written(db: Db, id: string | null, rows: Tables<T>[]): Promise<WriteResult<Item>> {
    const row = rows[0];
    if (row) return { ok: true, value: config.toItem(row) };
    return id ? refusedOrMissing(db, id) : forbidden;
  }

  /** Changes these columns of one row (a status, from the list). */
  async function setColumns(db: Db, id: string, values: TablesInsert<T> | TablesUpdate<T>): Promise<WriteResult<Item>> {
    if (!idSchema.safeParse(id).success) return notFound;
    const row = rowsOf(db, table).update(values).eq('id', id);
    const { data, error } = await (trash ? row.is('deleted_at', null) : row).select(select);
    if (error) return refused(error);
    return written(db, id, data ?? []);
  }

  /** Sets deleted_at of one row that is (trashing) or is not (restoring) in the trash. */
  async function setTrashed(db: Db, id: string, trashed: boolean): Promise<WriteResult> {
    if (!idSchema.safeParse(id).success) return notFound;
    // Only a table with a deleted_at declares `trash`, the one way here.
    const row = rowsOf(db, table).update({ deleted_at: trashed ? new Date().toISOString() : null } as TablesUpdate<T>).eq('id', id);
    const { data, error } = await (trashed ? row.is('deleted_at', null) : row.not('deleted_at', 'is', null)).select('id');
    if (error) return refused(error);
    return data?.length ? { ok: true, value: undefined } : refusedOrMissing(db, id, { trashed: !trashed });
  }

  /** Deletes the row (with `trash`: only one in the trash), then the files only it used. */
  async function deleteRow(db: Db, id: string): Promise<WriteResult> {
    if (!idSchema.safeParse(id).success) return notFound;
    const row = rowsOf(db, table).delete().eq('id', id);
    const { data, error } = await (trash ? row.not('deleted_at', 'is', null) : row).select('id');
    if (error) return refused(error);
    if (!data?.length) return refusedOrMissing(db, id, { trashed: true });
    await config.afterDelete?.(db, id);
    return { ok: true, value: undefined };
  }

  /** Delete: to the trash when the list has one; restore: back; afterDelete: the files only a deleted row used (a purge's too). */
  const remove = (db: Db, id: string) => (trash ? setTrashed(db, id, true) : deleteRow(db, id));
  const restore = (db: Db, id: string) => setTrashed(db, id, false);
  const afterDelete = config.afterDelete ?? (async () => {});

  /**
   * Swaps the row with its neighbour, in one transaction in the database. move_row checks the
   * owner, applies row-level security and accepts only ordered tables (public, row-level security
   * on, a display_order). False at either end.
   */
  async function move(db: Db, id: string, direction: MoveDirection): Promise<WriteResult<boolean>> {
    if (!idSchema.safeParse(id).success) return notFound;
    const { data, error } = await db.rpc('move_row', { list_name: table as string, row_id: id, direction });
    if (error) return refused(error);
    return { ok: true, value: data === true };
  }

  const actions = {
    /** For ownerAction: a confirmed delete from the list. */
    delete: {
      schema: idSchema,
      forbidden: texts.forbidden,
      invalid: texts.deleteFailed,
      failure: texts.deleteFailed,
      write: (id: string, { db }: { db: Db }) => remove(db, id),
      revalidate: () => revalidate(),
      success: texts.deleted,
    },
    /** For ownerAction: Move up / Move down; at either end nothing changes and nothing is expired. */
    move: {
      schema: moveSchema,
      forbidden: texts.forbidden,
      invalid: LIST_TEXTS.moveImpossible,
      write: ({ id, direction }: z.output<typeof moveSchema>, { db }: { db: Db }) => move(db, id, direction),
      revalidate: (moved: boolean) => moved && revalidate(),
      success: (moved: boolean) => (moved ? (texts.moved ?? LIST_TEXTS.atEnd) : LIST_TEXTS.atEnd),
    },
  };

  return { table, select, idSchema, texts, revalidate, refused, forbidden, notFound, refusedOrMissing, get, written, setColumns, delete: remove, restore, deleteForGood: deleteRow, afterDelete, move, actions };
}

type OrderBy<T extends TableName> = readonly { column: keyof Tables<T> & string; ascending: boolean }[];
/** In manual order (display_order, with moves), or by these columns (a timeline's dates). */
type Order<T extends TableName> = ('display_order' extends keyof Tables<T> ? 'manual' : never) | OrderBy<T>;

type ListTexts = OwnerTexts & { added: string; updated: string };

/**
 * A file a row points to (a photo, a cover) in a folder of a bucket: a save checks it is there, and
 * the files no row points to any more are removed after the row is saved, so a failed save loses
 * nothing.
 */
type StoredFile<T extends TableName, Input> = { bucket: string; folder: string; column: keyof Tables<T> & string; of: (input: Input) => string | null; missing: string };

type ListConfig<
  T extends TableName,
  Columns extends readonly (keyof Tables<T> & string)[],
  Item,
  Shape extends z.core.$ZodShape,
  NewShape extends z.core.$ZodShape,
  IdField extends string,
  Texts extends ListTexts,
  ListOrder extends Order<T>,
> = Omit<TableConfig<T, Columns, Item, Texts>, 'revalidate' | 'afterDelete'> & {
  /** The cache tag of every public read of the list: its writes expire it (unless `revalidate` says otherwise). */
  tag: string;
  /** More tags the public read carries: another table whose rows decide what visitors may read. */
  alsoTagged?: readonly string[];
  revalidate?: () => void;
  order: ListOrder;
  /** The form's fields: a new item's, and an edited one's with `idField` (hidden) added. */
  schema: z.ZodObject<Shape, z.core.$strip>;
  idField: IdField;
  /** The columns a form writes. */
  toRow: (input: z.output<z.ZodObject<Shape>>) => TablesInsert<T>;
  /** A new item's form, when it sends more than an edit may change ("Save as draft"), and the columns that makes. */
  newSchema?: z.ZodObject<NewShape, z.core.$strip>;
  newColumns?: (input: z.output<z.ZodObject<NewShape>>) => Partial<TablesInsert<T>>;
  file?: StoredFile<T, z.output<z.ZodObject<Shape>>>;
};

/**
 * The list `config` declares: `listPublic` (cached under `tag`, and `alsoTagged`; one read per
 * request; [] when the backend failed, logged), the owner's `list`, `get`, `create`, `update`,
 * `delete`, `setColumns` and, in manual order, `move` (returning WriteResult), and `actions`, the
 * configs of its server actions for ownerFormAction (create, update) and ownerAction (delete, move).
 */
export function declareList<
  T extends TableName,
  const Columns extends readonly (keyof Tables<T> & string)[],
  Item,
  Shape extends z.core.$ZodShape,
  IdField extends string,
  Texts extends ListTexts,
  const ListOrder extends Order<T>,
  NewShape extends z.core.$ZodShape = Shape,
>(config: ListConfig<T, Columns, Item, Shape, NewShape, IdField, Texts, ListOrder>) {
  type Input = z.output<z.ZodObject<Shape>>;
  /** What the add form sends: the item's fields, and what only a new item has. */
  type NewInput = Input & z.output<z.ZodObject<NewShape>>;
  const { table, texts, file } = config;
  const revalidate = config.revalidate ?? (() => revalidateTags(config.tag));
  const removeUnused = file ? (db: Db) => removeUnusedFilesOf(db, table, file) : async () => {};
  const rows = ownerTable<T, Columns, Item, Texts>({ ...config, revalidate, afterDelete: removeUnused });
  const { select, idSchema, refused, written } = rows;
  const order: OrderBy<T> =
    config.order === 'manual'
      ? [
          // Order allows 'manual' only for a table with a display_order.
          { column: 'display_order' as keyof Tables<T> & string, ascending: true },
          { column: 'created_at' as keyof Tables<T> & string, ascending: true },
        ]
      : config.order;

  const ordered = (db: Db) => {
    const query = rowsOf(db, table).select(select);
    return order.reduce((sorted, { column, ascending }) => sorted.order(column, { ascending }), config.trash ? query.is('deleted_at', null) : query);
  };

  const listPublic = cache(
    (): Promise<Item[]> =>
      withFallback(table, [], async () => {
        const { data, error } = await ordered(cachedClient(config.tag, ...(config.alsoTagged ?? [])));
        if (error) throw new DataError(`list ${table}`, error);
        return (data ?? []).map(config.toItem);
      }),
  );

  /** Every item the caller may see (the owner: drafts too, not the trash), in the list's order. Throws on failure. */
  async function list(db: Db): Promise<Item[]> {
    const { data, error } = await ordered(db);
    if (error) throw new DataError(`list ${table}`, error);
    return (data ?? []).map(config.toItem);
  }

  /** Why the input's file cannot be saved (it is not in the bucket), or null. */
  async function fileProblem(db: Db, input: Input): Promise<WriteFailure | null> {
    const path = file?.of(input);
    if (!file || !path || (await storedFiles(db, file.bucket, file.folder)).includes(path)) return null;
    return { ok: false, reason: 'invalid', message: file.missing };
  }

  /** Adds an item (a list in manual order: at the end, the database fills in the order). */
  async function create(db: Db, input: NewInput): Promise<WriteResult<Item>> {
    const problem = await fileProblem(db, input);
    if (problem) return problem;
    const { data, error } = await rowsOf(db, table)
      .insert([{ ...config.toRow(input), ...config.newColumns?.(input) }])
      .select(select);
    if (error) return refused(error);
    const result = await written(db, null, data ?? []);
    if (result.ok) await removeUnused(db);
    return result;
  }

  /** Saves the form's columns (setColumns: not a row in the trash). */
  async function update(db: Db, id: string, input: Input): Promise<WriteResult<Item>> {
    const problem = idSchema.safeParse(id).success ? await fileProblem(db, input) : null;
    if (problem) return problem;
    const result = await rows.setColumns(db, id, config.toRow(input));
    if (result.ok) await removeUnused(db);
    return result;
  }

  const actions = {
    ...rows.actions,
    /** For ownerFormAction: the add form. */
    create: {
      // Without a schema of its own, a new item's form is the item's (NewShape is then Shape).
      schema: config.newSchema ?? (config.schema as z.ZodObject as z.ZodObject<NewShape, z.core.$strip>),
      forbidden: texts.forbidden,
      write: (input: NewInput, { db }: { db: Db }) => create(db, input),
      revalidate: () => revalidate(),
      success: texts.added,
    },
    /** For ownerFormAction: the edit form, whose hidden `idField` names the item. */
    update: {
      schema: withId(config.schema, config.idField, idSchema),
      hidden: [config.idField] as const,
      forbidden: texts.forbidden,
      write: (input: Input & Record<IdField, string>, { db }: { db: Db }) => update(db, input[config.idField], input),
      revalidate: () => revalidate(),
      success: texts.updated,
    },
  };

  const declared = { ...rows, tag: config.tag, listPublic, list, create, update, actions };
  // Only a list in manual order moves (move_row would refuse any other).
  return declared as ListOrder extends 'manual' ? typeof declared : Omit<typeof declared, 'move' | 'actions'> & { actions: Omit<typeof actions, 'move'> };
}
