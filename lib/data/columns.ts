/**
 * A table's column list, checked at compile time against its row type: it must name every key
 * of `Row` and nothing else (tests/integration checks the list against the migrated table).
 * `columnsOf<ProjectRow>()(['id', 'title', …])`.
 */
export const columnsOf =
  <Row>() =>
  <const Columns extends readonly (keyof Row)[]>(columns: Columns & ([Exclude<keyof Row, Columns[number]>] extends [never] ? unknown : never)) =>
    columns;
