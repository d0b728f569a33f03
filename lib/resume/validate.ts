import 'server-only';
import { validate, type SchemaProblem } from '@jsonresume/schema';
import type { JsonResume } from './json-resume';
import { RESUME_LIMITS, RESUME_TEXTS } from './vocabulary';

// An uploaded resume.json checked against the published JSON Resume schema, with the schema
// package's own validator: what jsonresume.org's tools accept is what the import accepts.

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string; problems: string[] };

/** `$.work[0].startDate` for ['work', 0, 'startDate']. */
export const jsonPath = (path: readonly (string | number)[]) => `$${path.map((key) => (typeof key === 'number' ? `[${key}]` : `.${key}`)).join('')}`;

/** The first few problems, and how many more there are. */
export function firstProblems(problems: string[]): string[] {
  const shown = problems.slice(0, RESUME_LIMITS.problems);
  return problems.length > shown.length ? [...shown, RESUME_TEXTS.more(problems.length - shown.length)] : shown;
}

// The schema's one pattern is its date's; its own message quotes the regular expression.
const describe = (problem: SchemaProblem) =>
  `${jsonPath(problem.path)}: ${problem.name === 'pattern' ? 'must be a date: YYYY, YYYY-MM or YYYY-MM-DD' : problem.message}`;

/** The file's text → a resume the schema accepts, or fixed messages: too large, not JSON, or the schema's problems. */
export function readResume(text: string): Checked<JsonResume> {
  if (Buffer.byteLength(text, 'utf8') > RESUME_LIMITS.bytes) return { ok: false, message: RESUME_TEXTS.tooLarge, problems: [] };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, message: RESUME_TEXTS.notJson, problems: [] };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return { ok: false, message: RESUME_TEXTS.notResume, problems: ['$: must be an object'] };
  }
  const problems = schemaProblems(parsed);
  if (problems.length) return { ok: false, message: RESUME_TEXTS.notResume, problems: firstProblems(problems) };
  return { ok: true, value: parsed as JsonResume };
}

/** The schema's problems with `resume` (none: it is valid), described. */
export function schemaProblems(resume: unknown): string[] {
  let problems: SchemaProblem[] = [];
  // The package's validator answers through a callback, at once.
  validate(resume, (errors) => {
    problems = errors ?? [];
  });
  return problems.map(describe);
}
