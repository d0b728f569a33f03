'use client';

import { History, Pencil } from 'lucide-react';
import { Fragment, useState, type ReactNode } from 'react';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { ActionResult } from '@/lib/actions/result';
import { cn } from '@/lib/cn';
import { HISTORY_TEXTS, historyHref, type HistoryTable } from '@/lib/history/vocabulary';
import { AdminLink } from './admin-link';
import { DeleteButton, useConfirmedDelete } from './confirmed-delete';
import { FormBesideList, ListSection } from './list-section';

type Item = { id: string };

/**
 * The state of an admin list with its add/edit form beside it: which item the form edits (null:
 * add mode), a key that gives the form fresh fields each time it is shown, and the confirmed
 * delete, which puts the form back in add mode when it deleted the item being edited.
 */
function useListEditor<T extends Item>({ deleteAction }: { deleteAction: (id: string) => Promise<ActionResult> }) {
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

  return { editing, showForm, deletion, formKey: `${editing?.id ?? 'add'}-${shown}` };
}

/** An item of an admin list, ringed while the form edits it. */
export function ItemCard({ isEditing, className, children }: { isEditing: boolean; className?: string; children: ReactNode }) {
  return <Card className={cn('flex gap-3 p-4', isEditing && 'border-primary ring-2 ring-primary/30', className)}>{children}</Card>;
}

/** Puts an item in the form; `name` completes its accessible name. */
export function EditButton({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <Button variant="outline" size="sm" aria-label={`Edit ${name}`} onClick={onClick}>
      <Pencil aria-hidden /> Edit
    </Button>
  );
}

/** The link to an item's earlier versions; `name` completes its accessible name. */
export function HistoryLink({ table, id, name }: { table: HistoryTable; id: string; name?: string }) {
  return (
    <AdminLink href={historyHref(table, id)} className={buttonVariants({ variant: 'outline', size: 'sm' })} aria-label={name ? `${HISTORY_TEXTS.link} of ${name}` : undefined}>
      <History aria-hidden /> {HISTORY_TEXTS.link}
    </AdminLink>
  );
}

/** An item's Edit and Delete buttons, its History, then any of its own; `name` completes their accessible names. */
function ItemActions({ name, onEdit, onDelete, history, children }: { name: string; onEdit: () => void; onDelete: () => void; history?: ReactNode; children?: ReactNode }) {
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      <EditButton name={name} onClick={onEdit} />
      <DeleteButton name={name} onClick={onDelete} />
      {history}
      {children}
    </div>
  );
}

type Props<T extends Item> = {
  items: readonly T[];
  /** Completes the accessible names of an item's buttons, and names it in the delete confirmation. */
  nameOf: (item: T) => string;
  deleteAction: (id: string) => Promise<ActionResult>;
  /** The form for an item, or for a new one (null); `close` puts it back in add mode. */
  form: { label: string; render: (item: T | null, close: () => void) => ReactNode };
  list: { id: string; title: string; summary: string; label: string; empty: ReactNode };
  /** A card: the item's picture, what it says, and buttons of its own after Edit and Delete. */
  item: { media?: (item: T) => ReactNode; body: (item: T) => ReactNode; actions?: (item: T) => ReactNode };
  /** A list in manual order: useReorder's Move up / Move down, first in each card. */
  reorder?: { controls: (item: T, index: number) => ReactNode; status: ReactNode };
  /** The delete confirmation: its title, and its sentence around the item's name. */
  confirm: { title: string; describe: (name: ReactNode) => ReactNode };
  isFormWide?: boolean;
  /** The table whose saves keep the items' earlier versions (supabase/migrations/20261206000800_history.sql): each item links to its history. */
  history?: HistoryTable;
};

/**
 * An owner-editable list: the add/edit form, and beside it the list, each item with Edit and
 * Delete (after a confirmation); deleting the item being edited puts the form back in add mode.
 */
export function ListEditor<T extends Item>({ items, nameOf, deleteAction, form, list, item, reorder, confirm, isFormWide, history }: Props<T>) {
  const { editing, showForm, deletion, formKey } = useListEditor<T>({ deleteAction });
  const close = () => showForm(null);

  return (
    <FormBesideList formLabel={form.label} form={<Fragment key={formKey}>{form.render(editing, close)}</Fragment>} isFormWide={isFormWide}>
      <ListSection id={list.id} title={list.title} summary={list.summary}>
        {items.length === 0 ? (
          <Card className="border-dashed px-6 py-14 text-center font-medium">{list.empty}</Card>
        ) : (
          <ol className="grid gap-3" aria-label={list.label}>
            {items.map((entry, index) => (
              <li key={entry.id}>
                <ItemCard isEditing={editing?.id === entry.id}>
                  {reorder?.controls(entry, index)}
                  {item.media?.(entry)}
                  <div className="min-w-0 flex-1">
                    {item.body(entry)}
                    <ItemActions
                      name={nameOf(entry)}
                      onEdit={() => showForm(entry)}
                      onDelete={() => deletion.ask(entry)}
                      history={history ? <HistoryLink table={history} id={entry.id} name={nameOf(entry)} /> : null}
                    >
                      {item.actions?.(entry)}
                    </ItemActions>
                  </div>
                </ItemCard>
              </li>
            ))}
          </ol>
        )}
        {reorder?.status}
      </ListSection>
      <ConfirmDialog
        {...deletion.dialog}
        title={confirm.title}
        description={deletion.toDelete ? confirm.describe(<span className="font-medium text-foreground">{nameOf(deletion.toDelete)}</span>) : null}
      />
    </FormBesideList>
  );
}
