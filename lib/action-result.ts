/** The one result every server action returns (STYLE.md). */
export type ActionResult<F extends string = string> =
  | { ok: true; message: string }
  | {
      ok: false;
      message: string;
      fieldErrors?: Partial<Record<F, string[]>>;
      // Echoed back so a failed submit loses nothing typed (React 19 resets uncontrolled
      // forms after an action). Never holds a password.
      values?: Partial<Record<F, string>>;
    };

/** useActionState's state before the first submit. */
export type FormState<F extends string = string> = ActionResult<F> | null;

/** The string fields of a FormData, for echoing back on failure. */
export function formValues<F extends string>(formData: FormData, fields: readonly F[]): Partial<Record<F, string>> {
  const values: Partial<Record<F, string>> = {};
  for (const field of fields) {
    const value = formData.get(field);
    if (typeof value === 'string') values[field] = value;
  }
  return values;
}
