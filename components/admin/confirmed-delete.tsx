'use client';

import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useActionCall } from '@/components/forms/use-action-call';
import { Button } from '@/components/ui/button';
import type { ActionResult } from '@/lib/actions/result';

/**
 * Delete after a confirmation, for an admin list: `ask(item)` opens the dialog, Delete runs the
 * action, closes the dialog and toasts the result; `onDeleted` follows a success only.
 * Spread `dialog` into a ConfirmDialog and add its title and description.
 */
export function useConfirmedDelete<T extends { id: string }>({
  deleteAction,
  onDeleted,
}: {
  deleteAction: (id: string) => Promise<ActionResult>;
  onDeleted?: (item: T) => void;
}) {
  const [toDelete, setToDelete] = useState<T | null>(null);
  const deletion = useActionCall((item: T) => deleteAction(item.id), {
    onResult: (result, item) => {
      setToDelete(null);
      if (result.ok) onDeleted?.(item);
    },
  });

  function confirm() {
    if (toDelete) deletion.call(toDelete);
  }

  return {
    toDelete,
    ask: setToDelete,
    dialog: {
      isOpen: toDelete !== null,
      confirmLabel: 'Delete',
      pendingLabel: 'Deleting...',
      isPending: deletion.isPending,
      onConfirm: confirm,
      onCancel: () => setToDelete(null),
    },
  };
}

/** The outlined, red Delete button of an admin list; `name` completes its accessible name; `label` replaces 'Delete' (the trash's 'Delete for good'). */
export function DeleteButton({ name, label = 'Delete', onClick }: { name?: string; label?: string; onClick: () => void }) {
  return (
    <Button
      variant="outline"
      size="sm"
      className="text-destructive hover:bg-destructive/10 hover:text-destructive"
      aria-label={name ? `${label} ${name}` : undefined}
      onClick={onClick}
    >
      <Trash2 aria-hidden /> {label}
    </Button>
  );
}
