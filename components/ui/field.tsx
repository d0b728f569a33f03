import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { FieldError, Input, Label, Select, Textarea } from './input';

export type FieldControlProps = {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
};

/**
 * Label, control, optional hint and the field's first error, wired together: the control
 * gets aria-invalid and an aria-describedby naming the hint and the error.
 */
export function Field({
  id,
  label,
  hint,
  errors,
  isRequired = false,
  aside,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  errors?: string[];
  isRequired?: boolean;
  /** Shown at the end of the label's row (e.g. a Write / Preview toggle). */
  aside?: ReactNode;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const hasError = Boolean(errors?.length);
  const describedBy = [hint ? `${id}-hint` : null, hasError ? `${id}-error` : null].filter(Boolean).join(' ');
  // One column no wider than the field (an input's own width, a month picker's or a long
  // option's, never pushes past it), and rows at the top when a taller neighbour stretches the
  // field: side by side, labels line up whatever hints the fields have.
  return (
    <div className={cn('grid grid-cols-1 content-start gap-2', className)}>
      <div className="flex items-center gap-0.5">
        <Label htmlFor={id}>{label}</Label>
        {/* Outside the label so the field's accessible name stays exactly the label; the control carries `required`. */}
        {isRequired ? (
          <span aria-hidden className="text-sm text-destructive">
            *
          </span>
        ) : null}
        {aside ? <div className="ml-auto">{aside}</div> : null}
      </div>
      {children({ id, 'aria-invalid': hasError ? true : undefined, 'aria-describedby': describedBy || undefined })}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} messages={errors} />
    </div>
  );
}

type FieldFrame = { id: string; label: ReactNode; hint?: ReactNode; errors?: string[]; isRequired?: boolean };

/** A labelled text input with its hint and first error (see Field). */
export function InputField({ id, label, hint, errors, isRequired, ...input }: FieldFrame & Omit<ComponentProps<'input'>, 'id'>) {
  return (
    <Field id={id} label={label} hint={hint} errors={errors} isRequired={isRequired}>
      {(control) => <Input {...control} required={isRequired} {...input} />}
    </Field>
  );
}

/** A labelled textarea with its hint and first error (see Field). */
export function TextareaField({ id, label, hint, errors, isRequired, ...textarea }: FieldFrame & Omit<ComponentProps<'textarea'>, 'id'>) {
  return (
    <Field id={id} label={label} hint={hint} errors={errors} isRequired={isRequired}>
      {(control) => <Textarea {...control} required={isRequired} {...textarea} />}
    </Field>
  );
}

/**
 * A labelled <select> with a disabled first option asking for a choice, its hint and first
 * error (see Field).
 */
export function SelectField({
  id,
  label,
  hint,
  errors,
  isRequired,
  name,
  placeholder,
  options,
  defaultValue,
}: FieldFrame & { name: string; placeholder: string; options: readonly { value: string; label: string }[]; defaultValue: string }) {
  return (
    <Field id={id} label={label} hint={hint} errors={errors} isRequired={isRequired}>
      {(control) => (
        <Select
          // React does not re-apply a changed defaultValue to a <select>, so the post-action form
          // reset would lose an echoed choice: a new key mounts it with the right option.
          key={defaultValue}
          {...control}
          name={name}
          required={isRequired}
          defaultValue={defaultValue}
        >
          <option value="" disabled>
            {placeholder}
          </option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
