import type { ZodType } from 'zod';
import type { DbError } from '@/lib/data/write-result';
import type { Json, Tables, TablesInsert, TablesUpdate } from '@/lib/supabase/database.types';
import type { Db, TableName } from '@/lib/supabase/db';

// How a table's rows are named and read back. The clients are typed with the generated Database,
// so a select written as a literal list gives typed rows; what the generator cannot know (a
// CHECK's list of values, a jsonb column's shape, a column a trigger fills) is settled here.

/**
 * Every column of `table`, checked at compile time against the generated row: the list must name
 * each column and nothing else (tests/integration checks it against the migrated table too).
 * `columnsOf('projects', ['id', 'title', …])`.
 */
export const columnsOf = <Table extends TableName, const Columns extends readonly (keyof Tables<Table> & string)[]>(
  _table: Table,
  columns: Columns & EveryColumn<Table, Columns>,
) => columns;

/** Nothing more when `Columns` names every column of `Table`; otherwise a type nothing satisfies. */
export type EveryColumn<Table extends TableName, Columns extends readonly string[]> = [Exclude<keyof Tables<Table>, Columns[number]>] extends [never] ? unknown : never;

type SelectList<Columns extends readonly string[]> = Columns extends readonly [infer First extends string, ...infer Rest extends readonly string[]]
  ? Rest extends readonly []
    ? First
    : `${First}, ${SelectList<Rest>}`
  : string;

/**
 * The select list of `columns` ('id, title, …'), typed as that literal so the client infers each
 * read's rows from it. The cast only spells out what `join(', ')` makes of a known tuple.
 */
export const selectList = <const Columns extends readonly string[]>(columns: Columns) => columns.join(', ') as SelectList<Columns>;

/** Whether `value` is one of `allowed` (a CHECK's list of values, which the generator types as plain text). */
export const isOneOf = <const Allowed extends string>(allowed: readonly Allowed[], value: string): value is Allowed =>
  (allowed as readonly string[]).includes(value);

/** A value the database's CHECK should never have let in: the code and the schema disagree. */
export class UnexpectedValueError extends Error {
  constructor(column: string, detail: string) {
    super(`Unexpected ${column} from the database: ${detail}`);
    this.name = 'UnexpectedValueError';
  }
}

/** A text column a CHECK limits to `allowed`, as that union; throws on anything else. */
export function oneOf<const Allowed extends string>(allowed: readonly Allowed[], value: string, column: string): Allowed {
  if (!isOneOf(allowed, value)) throw new UnexpectedValueError(column, JSON.stringify(value));
  return value;
}

/** A jsonb column in the shape its CHECK enforces (the generator knows only `Json`); throws on anything else. */
export function parseStored<T>(schema: ZodType<T>, value: Json, column: string): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new UnexpectedValueError(column, parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '));
  return parsed.data;
}

/** `Row` with `Filled` optional and nullable: the columns a before-insert or before-update trigger fills. */
export type TriggerFilled<Row, Filled extends keyof Row> = Omit<Row, Filled> & { [Column in Filled]?: Row[Column] | null };

/**
 * A row to write whose `Filled` columns a trigger fills when they are absent or null (the next
 * display_order, a slug made from the title). The generator cannot see triggers: it requires a
 * NOT NULL column without a default and refuses null for it. Every other column is checked.
 * `filledByTrigger<TablesInsert<'skills'>, 'display_order'>({ … })`.
 */
export const filledByTrigger = <Row, Filled extends keyof Row>(row: TriggerFilled<Row, Filled>) => row as Row;

/** A field's name as its column's: authorName → author_name, stat1Value → stat1_value. */
type ColumnName<Field extends string> = Field extends `${infer Head}${infer Tail}` ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${ColumnName<Tail>}` : Field;

/**
 * The form's `fields` under their columns' names in `table` (`authorName` → `author_name`), for
 * the columns a form fills as they are; the rest a row's mapping writes itself. A field whose
 * column `table` does not have is refused at compile time, and the row type it goes into checks
 * each column's type.
 */
export function asColumns<Table extends TableName, Input, const Field extends keyof Input & string>(
  _table: Table,
  input: Input,
  fields: readonly Field[] & ([ColumnName<Field>] extends [keyof TablesInsert<Table>] ? unknown : never),
) {
  const row = Object.fromEntries(fields.map((field) => [field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`), input[field]]));
  // Object.fromEntries types its keys as string; they are the fields' column names, as above.
  return row as { [F in Field as ColumnName<F>]: Input[F] };
}

/**
 * A timestamptz as an ISO 8601 instant in UTC (`…T…Z`), the one form that leaves the data layer:
 * the API may send Postgres's own text (`2026-11-26 11:22:50.358+00`), which sitemaps, structured
 * data and some browsers' Date parsing refuse.
 */
export function isoInstant(value: string): string;
export function isoInstant(value: string | null): string | null;
export function isoInstant(value: string | null) {
  return value === null ? null : new Date(value).toISOString();
}

type Answer<Data> = PromiseLike<{ data: Data | null; error: DbError | null }>;
type Query<Row> = Answer<Row[]> & {
  eq(column: 'id', value: string): Query<Row>;
  /** A list with a trash: `is('deleted_at', null)` keeps its live rows. */
  is(column: 'deleted_at', value: null): Query<Row>;
  not(column: 'deleted_at', operator: 'is', value: null): Query<Row>;
  order(column: string, options: { ascending: boolean }): Query<Row>;
  maybeSingle(): Answer<Row>;
};

/** A write narrowed to live or to trashed rows, or not. */
type Filtered<Next> = Next & { is(column: 'deleted_at', value: null): Next; not(column: 'deleted_at', operator: 'is', value: null): Next };

/** The part of PostgREST's query builder a declared list uses (lib/data/list-declaration.ts), on the generated types of one table. */
type TableRows<T extends TableName> = {
  select<Row = Tables<T>>(columns: string): Query<Row>;
  insert(rows: TablesInsert<T>[]): { select(columns: string): Query<Tables<T>> };
  update(values: TablesInsert<T> | TablesUpdate<T>): { eq(column: 'id', value: string): Filtered<{ select(columns: string): Query<Tables<T>> }> };
  delete(): { eq(column: 'id', value: string): Filtered<{ select(columns: 'id'): Query<{ id: string }> }> };
};

/**
 * The query builder of a table that is a type parameter, whose generated types TypeScript cannot
 * resolve: they are stated here once. Its reads select every column (a declared list's columns
 * are checked as columnsOf checks them), so a row is the generated row.
 */
export const rowsOf = <T extends TableName>(db: Db, table: T) => db.from(table) as unknown as TableRows<T>;
