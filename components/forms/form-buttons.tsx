import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/**
 * A form's button row: stacked on a phone with the main button on top, right-aligned from `sm`.
 * With `onCancel` (edit mode) a Cancel button comes first; it is disabled while saving.
 */
export function FormButtons({ onCancel, isPending, children }: { onCancel?: () => void; isPending: boolean; children: ReactNode }) {
  return (
    <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
      {onCancel ? (
        <Button variant="outline" onClick={onCancel} disabled={isPending}>
          Cancel
        </Button>
      ) : null}
      {children}
    </div>
  );
}
