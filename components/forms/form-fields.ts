/**
 * What a form's fields need from its feedback: ids made from the form's prefix (one form per item
 * can be on the page), each field's errors, and its first value, which after a refused save is
 * what was posted and otherwise what is stored.
 */
type Stored = string | number | null | undefined;
type FieldProps<F extends string> = { id: string; name: F; label: string; errors: string[] | undefined };

export function formFields<F extends string>(
  prefix: string,
  { errors, values }: { errors?: Partial<Record<F, string[]>>; values?: Partial<Record<F, string>> },
) {
  const id = (name: F) => `${prefix}-${name}`;
  const initial = (name: F, stored: Stored) => values?.[name] ?? String(stored ?? '');
  /** A checkbox: after a refused save the form shows what was posted, an unchecked box included. */
  const isChecked = (name: F, stored: boolean | undefined) => (values ? values[name] === 'on' : (stored ?? false));
  /** A field's id, name, label and errors, and with `stored` (what the item holds; undefined for a new one) its first value. */
  function field(name: F, label: string): FieldProps<F>;
  function field(name: F, label: string, stored: Stored): FieldProps<F> & { defaultValue: string };
  function field(name: F, label: string, ...stored: [] | [Stored]) {
    const props: FieldProps<F> = { id: id(name), name, label, errors: errors?.[name] };
    return stored.length ? { ...props, defaultValue: initial(name, stored[0]) } : props;
  }
  return {
    id,
    field,
    initial,
    isChecked,
    /** A CheckboxField's id, name, label and first state. */
    checkbox: (name: F, label: string, stored: boolean | undefined) => ({ id: id(name), name, label, defaultChecked: isChecked(name, stored) }),
  };
}

export type FormFields<F extends string> = ReturnType<typeof formFields<F>>;
