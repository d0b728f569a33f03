'use client';

import { useState } from 'react';

// The editor's lists of rows (price lines, milestones): add, change, remove and reorder, each
// row with a key of its own so React keeps its inputs (and focus) as rows move.

export type Row<T> = T & { key: number };

let lastKey = 0;
const keyed = <T,>(item: T): Row<T> => ({ ...item, key: ++lastKey });

export function useRows<T extends object>(initial: readonly T[], empty: T) {
  const [rows, setRows] = useState(() => initial.map(keyed));
  return {
    rows,
    add: () => setRows((current) => [...current, keyed(empty)]),
    change: (key: number, patch: Partial<T>) => setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row))),
    remove: (key: number) => setRows((current) => current.filter((row) => row.key !== key)),
    move: (key: number, by: -1 | 1) =>
      setRows((current) => {
        const from = current.findIndex((row) => row.key === key);
        const to = from + by;
        if (from < 0 || to < 0 || to >= current.length) return current;
        const moved = [...current];
        [moved[from], moved[to]] = [moved[to]!, moved[from]!];
        return moved;
      }),
    /** The rows as the action takes them, without their keys. */
    values: (): T[] =>
      rows.map((row) => {
        const { key, ...value } = row;
        void key;
        return value as unknown as T;
      }),
  };
}

export type Rows<T extends object> = ReturnType<typeof useRows<T>>;
