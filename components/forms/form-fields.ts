/**
 * What a form's fields need from its feedback: ids made from the form's prefix (one form per item
 * can be on the page), each field's errors, and its first value, which after a refused save is
 * what was posted and otherwise what is stored.
 */
export function formFields<F extends string>(
  prefix: string,
  { errors, values }: { errors?: Partial<Record<F, string[]>>; values?: Partial<Record<F, string>> },
) {
  const id = (name: F) => `${prefix}-${name}`;
  /** A checkbox: after a refused save the form shows what was posted, an unchecked box included. */
  const isChecked = (name: F, stored: boolean | undefined) => (values ? values[name] === 'on' : (stored ?? false));
  return {
    id,
    field: (name: F, label: string) => ({ id: id(name), name, label, errors: errors?.[name] }),
    initial: (name: F, stored: string | number | null | undefined) => values?.[name] ?? String(stored ?? ''),
    isChecked,
    /** A CheckboxField's id, name, label and first state. */
    checkbox: (name: F, label: string, stored: boolean | undefined) => ({ id: id(name), name, label, defaultChecked: isChecked(name, stored) }),
  };
}

export type FormFields<F extends string> = ReturnType<typeof formFields<F>>;
