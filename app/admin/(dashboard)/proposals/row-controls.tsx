'use client';

import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';

type Props = { name: string; index: number; count: number; onMove: (by: -1 | 1) => void; onRemove: () => void };

/** Move a row up or down, or remove it; each button names the row it acts on. */
export function RowControls({ name, index, count, onMove, onRemove }: Props) {
  return (
    <div className="flex items-end gap-1">
      <Button type="button" variant="outline" size="sm" aria-label={`Move ${name} up`} disabled={index === 0} onClick={() => onMove(-1)}>
        <ArrowUp aria-hidden />
      </Button>
      <Button type="button" variant="outline" size="sm" aria-label={`Move ${name} down`} disabled={index === count - 1} onClick={() => onMove(1)}>
        <ArrowDown aria-hidden />
      </Button>
      <Button type="button" variant="outline" size="sm" aria-label={`Remove ${name}`} onClick={onRemove}>
        <Trash2 aria-hidden />
      </Button>
    </div>
  );
}
