'use client';

import { useState, useSyncExternalStore } from 'react';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

const noChanges = () => () => {};

/** An instant as a datetime-local value in the browser's zone ("2026-11-24T09:30:00"). */
function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** A datetime-local value, read in the browser's zone, as an instant in UTC; '' when empty or invalid. */
function fromLocalInput(value: string): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
}

/**
 * The publish time, entered in the owner's own time zone: the browser converts it to UTC into a
 * hidden field, which is what the form sends. Empty: the moment the post is published.
 */
export function PublishTimeField({ id, initial, errors, onChange }: { id: string; initial: string; errors?: string[]; onChange: (iso: string) => void }) {
  const [iso, setIso] = useState(initial);
  // Only the browser knows the zone; the server's render leaves it out.
  const zone = useSyncExternalStore(noChanges, () => Intl.DateTimeFormat().resolvedOptions().timeZone, () => null);
  return (
    <Field id={id} label="Publish time" errors={errors} hint={`In your time zone${zone ? ` (${zone})` : ''}. Empty: when you publish. A later time schedules the post; it appears by itself within two minutes of it.`}>
      {(control) => (
        <>
          <input type="hidden" name="publishAt" value={iso} />
          <Input
            {...control}
            type="datetime-local"
            step={1}
            defaultValue={toLocalInput(initial)}
            onChange={(event) => {
              const next = fromLocalInput(event.target.value);
              setIso(next);
              onChange(next);
            }}
          />
        </>
      )}
    </Field>
  );
}
