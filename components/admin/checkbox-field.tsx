import type { ComponentProps, ReactNode } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { cn } from '@/lib/cn';

/** A checkbox in its own box, with its label and an optional line under it that describes it. */
export function CheckboxField({ id, label, hint, ...checkbox }: { id: string; label: ReactNode; hint?: ReactNode } & Omit<ComponentProps<typeof Checkbox>, 'id' | 'className'>) {
  const hintId = `${id}-hint`;
  return (
    <div className={cn('flex gap-3 rounded-lg border bg-muted/40 p-3', hint ? 'items-start' : 'items-center')}>
      <Checkbox id={id} aria-describedby={hint ? hintId : undefined} className={hint ? 'mt-0.5' : undefined} {...checkbox} />
      <div className="grid gap-0.5">
        <label htmlFor={id} className="cursor-pointer text-sm font-medium">
          {label}
        </label>
        {hint ? (
          <p id={hintId} className="text-xs text-muted-foreground">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}
