// Types of @jsonresume/schema (it ships none): the published JSON Resume schema and its own
// validator, the `jsonschema` package's Validator run on that schema.
declare module '@jsonresume/schema' {
  /** One problem: where (`path`, from the document's root), the keyword that failed (`name`) and what it says. */
  export type SchemaProblem = { path: (string | number)[]; property: string; name: string; message: string };
  export function validate(resume: unknown, callback: (errors: SchemaProblem[] | null, valid: boolean) => void): void;
  export const schema: Record<string, unknown>;
}
