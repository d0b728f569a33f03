/** Why an action did not do it; forms turn it into a toast and field errors. */
export type ActionFailure<F extends string = string> = {
  ok: false;
  message: string;
  fieldErrors?: Partial<Record<F, string[]>>;
  // Echoed back so a failed submit loses nothing typed (React 19 resets uncontrolled
  // forms after an action). Never holds a password.
  values?: Partial<Record<F, string>>;
};

/**
 * The one result every server action that changes something returns. `A` is what a success
 * also answers when the page needs it (a new share link's address, shown once).
 */
export type ActionResult<F extends string = string, A extends object = Record<never, never>> = ({ ok: true; message: string } & A) | ActionFailure<F>;

/** What an owner's read answers (a preview's HTML), or why not. */
export type ReadResult<A extends object> = ({ ok: true } & A) | ActionFailure;

/** useActionState's state before the first submit. */
export type FormState<F extends string = string> = ActionResult<F> | null;
