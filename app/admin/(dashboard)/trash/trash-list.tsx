'use client';

import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { DeleteButton, useConfirmedDelete } from '@/components/admin/confirmed-delete';
import { useActionCall } from '@/components/forms/use-action-call';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TRASH_KIND_LABELS, TRASH_TEXTS as TEXT, type TrashKind } from '@/lib/trash/vocabulary';
import { deleteForGoodAction, restoreAction } from './actions';

type Item = { kind: TrashKind; id: string; title: string; deletedAt: string; purgedAt: string };

const DAY = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

/** The trash: what was deleted, when, when it goes for good, and Restore or Delete for good. */
export function TrashList({ items }: { items: Item[] }) {
  // Gone from here at once; the server's next render agrees.
  const [gone, setGone] = useState<ReadonlySet<string>>(new Set());
  const shown = items.filter((item) => !gone.has(item.id));
  const drop = (item: { id: string }) => setGone((ids) => new Set(ids).add(item.id));
  const restoring = useActionCall(restoreAction, { onResult: (result, item) => result.ok && drop(item) });
  const deletion = useConfirmedDelete<Item>({
    deleteAction: (id) => deleteForGoodAction({ id, kind: items.find((item) => item.id === id)!.kind }),
    onDeleted: drop,
  });

  return (
    <section aria-labelledby="trash-heading" className="grid gap-4">
      <h2 id="trash-heading" className="text-2xl font-semibold tracking-tight">
        {TEXT.heading}
      </h2>
      <p className="text-sm text-muted-foreground">{TEXT.intro}</p>
      {shown.length === 0 ? (
        <Card className="px-6 py-10 text-center text-muted-foreground">{TEXT.empty}</Card>
      ) : (
        <Card className="overflow-x-auto p-4">
          <table className="w-full text-sm" aria-label={TEXT.listLabel}>
            {/* On a phone each row is a block: the title first, the rest below it, labelled in words. */}
            <thead className="max-sm:sr-only">
              <tr className="border-b text-left">
                <th scope="col" className="py-2 pr-4 font-medium">Kind</th>
                <th scope="col" className="py-2 pr-4 font-medium">Title</th>
                <th scope="col" className="py-2 pr-4 font-medium">Deleted on</th>
                <th scope="col" className="py-2 pr-4 font-medium">Deleted for good on</th>
                <th scope="col" className="py-2 font-medium">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((item) => (
                <tr key={item.id} className="border-b last:border-0 max-sm:flex max-sm:flex-wrap max-sm:gap-x-2 max-sm:py-3 max-sm:text-muted-foreground">
                  <td className="py-2 pr-4 max-sm:p-0">{TRASH_KIND_LABELS[item.kind]}</td>
                  <th scope="row" className="py-2 pr-4 text-left font-medium text-foreground max-sm:order-first max-sm:basis-full max-sm:p-0">
                    {item.title}
                  </th>
                  <td className="py-2 pr-4 tabular-nums max-sm:p-0">
                    <span className="sm:hidden">deleted </span>
                    <time dateTime={item.deletedAt}>{DAY.format(new Date(item.deletedAt))}</time>
                  </td>
                  <td className="py-2 pr-4 tabular-nums max-sm:p-0">
                    <span className="sm:hidden">· for good on </span>
                    <time dateTime={item.purgedAt}>{DAY.format(new Date(item.purgedAt))}</time>
                  </td>
                  <td className="py-2 max-sm:basis-full max-sm:pb-0 max-sm:pt-2">
                    <div className="flex justify-end gap-2 max-sm:justify-start">
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={`${TEXT.restore} ${item.title}`}
                        disabled={restoring.isPending && restoring.pendingArgs?.id === item.id}
                        onClick={() => restoring.call({ kind: item.kind, id: item.id })}
                      >
                        <RotateCcw aria-hidden /> {restoring.isPending && restoring.pendingArgs?.id === item.id ? TEXT.restoring : TEXT.restore}
                      </Button>
                      <DeleteButton name={item.title} label={TEXT.deleteForGood} onClick={() => deletion.ask(item)} />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
      )}
      <ConfirmDialog
        {...deletion.dialog}
        confirmLabel={TEXT.deleteForGood}
        title={TEXT.deleteForGoodConfirm}
        description={
          deletion.toDelete ? (
            <>
              <span className="font-medium text-foreground">{deletion.toDelete.title}</span> {TEXT.deleteForGoodDescription}
            </>
          ) : null
        }
      />
    </section>
  );
}
