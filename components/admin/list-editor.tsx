'use client';

import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { ActionResult } from '@/lib/actions/result';
import { DeleteButton, useConfirmedDelete } from './confirmed-delete';

/**
 * The state of an admin list with its add/edit form beside it: which item the form edits (null:
 * add mode), a key that gives the form fresh fields each time it is shown, and the confirmed
 * delete, which puts the form back in add mode when it deleted the item being edited.
 */
export function useListEditor<T extends { id: string }>({ deleteAction }: { deleteAction: (id: string) => Promise<ActionResult> }) {
  const [editing, setEditing] = useState<T | null>(null);
  const [shown, setShown] = useState(0);

  const showForm = (item: T | null) => {
    setEditing(item);
    setShown((count) => count + 1);
  };

  const deletion = useConfirmedDelete<T>({
    deleteAction,
    onDeleted: (item) => {
      if (editing?.id === item.id) showForm(null);
    },
  });

  return {
    editing,
    showForm,
    deletion,
    formKey: `${editing?.id ?? 'add'}-${shown}`,
    isEditing: (item: T) => editing?.id === item.id,
  };
}

/** An item's Edit and Delete buttons; `name` completes their accessible names. */
export function ItemActions({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void }) {
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      <Button variant="outline" size="sm" aria-label={`Edit ${name}`} onClick={onEdit}>
        <Pencil aria-hidden /> Edit
      </Button>
      <DeleteButton name={name} onClick={onDelete} />
    </div>
  );
}
