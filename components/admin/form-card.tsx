import type { ComponentProps, ReactNode, RefObject } from 'react';
import { FormAlert } from '@/components/forms/form-alert';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

/**
 * An admin form in its card: the heading names the form, an optional line under it, and the
 * message of a refused save above the fields. `prefix` makes the heading's id (`<prefix>-heading`).
 */
export function FormCard({
  prefix,
  heading,
  intro,
  formRef,
  message,
  children,
  ...form
}: {
  prefix: string;
  heading: string;
  intro?: ReactNode;
  formRef: RefObject<HTMLFormElement | null>;
  message?: string | null;
  children: ReactNode;
} & Omit<ComponentProps<'form'>, 'ref' | 'noValidate' | 'aria-labelledby' | 'className'>) {
  const headingId = `${prefix}-heading`;
  return (
    <Card className="p-5 sm:p-6">
      <h2 id={headingId} className="text-xl font-semibold tracking-tight">
        {heading}
      </h2>
      {intro ? <p className="mt-1 text-sm text-muted-foreground">{intro}</p> : null}
      {/* Validation is the server's: it answers with every field's error at once. */}
      <form ref={formRef} noValidate aria-labelledby={headingId} className={cn('grid grid-cols-1 gap-5', intro ? 'mt-6' : 'mt-5')} {...form}>
        <FormAlert message={message} />
        {children}
      </form>
    </Card>
  );
}
