'use client';

import { ArrowDown, ArrowUp } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useActionCall } from '@/components/forms/use-action-call';
import { Button } from '@/components/ui/button';
import type { ActionResult } from '@/lib/actions/result';
import type { MoveDirection } from '@/lib/lists/vocabulary';

type Item = { id: string };

const buttonId = (id: string, direction: MoveDirection) => `move-${id}-${direction}`;

/**
 * Move up / Move down for an ordered admin list: runs the move action, tells screen readers
 * the new position, and puts focus back on the pressed button (reordering moves DOM nodes,
 * which drops focus), or on its twin when the item reached an end.
 */
export function useReorder<T extends Item>({
  items,
  nameOf,
  moveAction,
}: {
  items: readonly T[];
  nameOf: (item: T) => string;
  moveAction: (args: { id: string; direction: MoveDirection }) => Promise<ActionResult>;
}) {
  const [announcement, setAnnouncement] = useState('');
  const { call: callMove, isPending: isMoving } = useActionCall(moveAction, {
    toastSuccess: false,
    onResult: (result, { id, direction }) => {
      if (!result.ok) return;
      const from = items.findIndex((candidate) => candidate.id === id);
      if (from < 0) return;
      const to = Math.min(Math.max(from + (direction === 'up' ? -1 : 1), 0), items.length - 1);
      setAnnouncement(`${nameOf(items[from]!)} moved ${direction}, now ${to + 1} of ${items.length}.`);
    },
  });
  const refocus = useRef<{ id: string; direction: MoveDirection } | null>(null);

  useEffect(() => {
    const target = refocus.current;
    if (!target || isMoving) return;
    refocus.current = null;
    const pressed = document.getElementById(buttonId(target.id, target.direction)) as HTMLButtonElement | null;
    const other = document.getElementById(buttonId(target.id, target.direction === 'up' ? 'down' : 'up'));
    (pressed && !pressed.disabled ? pressed : other)?.focus();
  }, [items, isMoving]);

  function move(item: T, direction: MoveDirection) {
    if (isMoving) return;
    refocus.current = { id: item.id, direction };
    callMove({ id: item.id, direction });
  }

  /** The two buttons and the position between them, for the item at `index`. */
  function controls(item: T, index: number) {
    const name = nameOf(item);
    const button = (direction: MoveDirection, isDisabled: boolean) => (
      <Button
        id={buttonId(item.id, direction)}
        variant="ghost"
        size="icon"
        className="size-8"
        aria-label={`Move ${name} ${direction}`}
        disabled={isDisabled}
        aria-disabled={isMoving || undefined}
        onClick={() => move(item, direction)}
      >
        {direction === 'up' ? <ArrowUp aria-hidden /> : <ArrowDown aria-hidden />}
      </Button>
    );
    return (
      <div className="flex flex-col items-center gap-1" role="group" aria-label={`Reorder ${name}`}>
        {button('up', index === 0)}
        <span className="text-xs font-medium tabular-nums text-muted-foreground" aria-hidden>
          {index + 1}
        </span>
        {button('down', index === items.length - 1)}
      </div>
    );
  }

  const status = (
    <p role="status" className="sr-only">
      {announcement}
    </p>
  );

  return { controls, status };
}
