'use client';

import { RotateCcw } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useActionCall } from '@/components/forms/use-action-call';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LocalTime } from '@/components/ui/local-time';
import type { FieldChange, Revision } from '@/lib/history/admin';
import { HISTORY_TEXTS } from '@/lib/history/vocabulary';
import { restoreRevisionAction } from './actions';

/** The revisions, newest first: when, which fields the next save changed, the diff on opening; Restore after a confirmation. */
export function RevisionList({ revisions }: { revisions: Revision[] }) {
  const router = useRouter();
  const [toRestore, setToRestore] = useState<Revision | null>(null);
  const restore = useActionCall((id: string) => restoreRevisionAction(id), {
    onResult: () => {
      setToRestore(null);
      router.refresh();
    },
  });

  if (revisions.length === 0) return <Card className="border-dashed px-6 py-10 text-center text-sm text-muted-foreground">{HISTORY_TEXTS.none}</Card>;
  return (
    <>
      <ol className="grid gap-3" aria-label="Earlier versions, newest first">
        {revisions.map((revision) => (
          <li key={revision.id}>
            <Card className="grid gap-3 p-4">
              <details className="group">
                <summary className="cursor-pointer">
                  <h2 className="inline text-base font-medium">
                    Before the save of <LocalTime iso={revision.savedAt} />
                  </h2>
                  <span className="block text-sm text-muted-foreground">
                    {revision.changes.length ? `Changed: ${revision.changes.map((change) => change.label).join(', ')}` : HISTORY_TEXTS.noChange}
                  </span>
                </summary>
                <div className="mt-3 grid gap-3">
                  {revision.changes.map((change) => (
                    <FieldDiff key={change.field} change={change} />
                  ))}
                </div>
              </details>
              <Button variant="outline" size="sm" className="justify-self-start" disabled={restore.pendingArgs === revision.id} onClick={() => setToRestore(revision)}>
                <RotateCcw aria-hidden /> {HISTORY_TEXTS.restore}
              </Button>
            </Card>
          </li>
        ))}
      </ol>
      <ConfirmDialog
        isOpen={toRestore !== null}
        title={HISTORY_TEXTS.restoreTitle}
        description={HISTORY_TEXTS.restoreText}
        confirmLabel={HISTORY_TEXTS.restore}
        pendingLabel={HISTORY_TEXTS.restoring}
        isPending={restore.isPending}
        onConfirm={() => toRestore && restore.call(toRestore.id)}
        onCancel={() => setToRestore(null)}
      />
    </>
  );
}

/** One field's lines: removed ones struck through and marked −, added ones marked +, not by colour alone. */
function FieldDiff({ change }: { change: FieldChange }) {
  return (
    <section aria-label={change.label} className="grid gap-1">
      <h3 className="text-sm font-semibold">{change.label}</h3>
      <pre className="overflow-x-auto rounded-md border bg-muted/40 p-2 text-xs leading-relaxed whitespace-pre-wrap">
        {change.lines.map((line, index) =>
          line.kind === 'removed' ? (
            <del key={index} className="block bg-destructive/10 text-foreground">
              <span aria-hidden>− </span>
              {line.text}
            </del>
          ) : line.kind === 'added' ? (
            <ins key={index} className="block bg-emerald-500/10 text-foreground no-underline">
              <span aria-hidden>+ </span>
              {line.text}
            </ins>
          ) : (
            <span key={index} className="block text-muted-foreground">
              {'  '}
              {line.text}
            </span>
          ),
        )}
      </pre>
    </section>
  );
}
