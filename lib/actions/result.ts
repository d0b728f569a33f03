/** The one result every server action returns; forms turn it into toasts and field errors. */
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
