// How a table's rows are described and read back. The clients are typed with the generated
// Database, but a select built from a column list is a plain string, which gives untyped rows:
// each domain's model.ts names its row type once, and every read casts through these.

/**
 * A table's column list, checked at compile time against its row type: it must name every key
 * of `Row` and nothing else (tests/integration checks the list against the migrated table).
 * `columnsOf<ProjectRow>()(['id', 'title', …])`.
 */
export const columnsOf =
  <Row>() =>
  <const Columns extends readonly (keyof Row)[]>(columns: Columns & ([Exclude<keyof Row, Columns[number]>] extends [never] ? unknown : never)) =>
    columns;

/** The rows a select of `Row`'s columns returned. */
export const asRows = <Row>(data: unknown) => data as Row[];

/** The row a maybeSingle() select of `Row`'s columns returned, or null. */
export const asRow = <Row>(data: unknown) => data as Row | null;

/** `Row` with `Filled` optional and nullable: the columns a before-insert or before-update trigger fills. */
export type TriggerFilled<Row, Filled extends keyof Row> = Omit<Row, Filled> & { [Column in Filled]?: Row[Column] | null };

/**
 * A row to write whose `Filled` columns a trigger fills when they are absent or null (the next
 * display_order, a slug made from the title). The generator cannot see triggers: it requires a
 * NOT NULL column without a default and refuses null for it. Every other column is checked.
 * `filledByTrigger<TablesInsert<'skills'>, 'display_order'>({ … })`.
 */
export const filledByTrigger = <Row, Filled extends keyof Row>(row: TriggerFilled<Row, Filled>) => row as Row;

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
