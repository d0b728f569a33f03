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
