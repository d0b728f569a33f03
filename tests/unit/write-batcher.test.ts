import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createWriteBatcher } from '@/lib/data/write-batcher.mjs';

// The write buffer in front of the Insights batch function: what it groups into one write,
// what each caller is told, and that nothing it accepts is left unanswered.

const LIMITS = { gatherMs: 100, maxItems: 5, maxWaiting: 12 };

/** A write that the test ends by hand; records every batch it was given. */
function manualWrite() {
  const batches: number[][] = [];
  const pending: { resolve: (results: string[]) => void; reject: (error: Error) => void }[] = [];
  const write = (items: number[]) =>
    new Promise<string[]>((resolve, reject) => {
      batches.push(items);
      pending.push({ resolve, reject });
    });
  const succeed = (index = pending.length - 1) => pending[index]!.resolve(batches[index]!.map((item) => `stored ${item}`));
  const fail = (index = pending.length - 1) => pending[index]!.reject(new Error('the database is down'));
  return { write, batches, succeed, fail };
}

/** Settles every promise without waiting on them, so unanswered ones show as 'waiting'. */
function outcomes<T>(promises: Promise<T>[]) {
  const seen: (T | 'waiting' | string)[] = promises.map(() => 'waiting');
  promises.forEach((promise, i) =>
    promise.then(
      (value) => (seen[i] = value),
      (error: Error) => (seen[i] = `refused: ${error.message}`),
    ),
  );
  return seen;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the write batcher', () => {
  it('writes the items that arrive within the gathering time as one batch, and answers each its own result', async () => {
    const { write, batches, succeed } = manualWrite();
    const add = createWriteBatcher(write, LIMITS);
    const promises = [add(1), add(2)];
    await vi.advanceTimersByTimeAsync(60);
    promises.push(add(3));
    const seen = outcomes(promises);
    expect(batches).toEqual([]);
    await vi.advanceTimersByTimeAsync(40);
    expect(batches).toEqual([[1, 2, 3]]);
    expect(seen).toEqual(['waiting', 'waiting', 'waiting']);
    succeed();
    await vi.advanceTimersByTimeAsync(0);
    expect(seen).toEqual(['stored 1', 'stored 2', 'stored 3']);
  });

  it('writes a full batch at once, and the rest in the next', async () => {
    const { write, batches, succeed } = manualWrite();
    const add = createWriteBatcher(write, LIMITS);
    const seen = outcomes([1, 2, 3, 4, 5, 6, 7].map((item) => add(item)));
    await vi.advanceTimersByTimeAsync(0);
    expect(batches).toEqual([[1, 2, 3, 4, 5]]);
    succeed();
    // The two left over have waited while the first batch was written; they go once their own time is up.
    await vi.advanceTimersByTimeAsync(100);
    expect(batches).toEqual([[1, 2, 3, 4, 5], [6, 7]]);
    succeed();
    await vi.advanceTimersByTimeAsync(0);
    expect(seen).toEqual([1, 2, 3, 4, 5, 6, 7].map((item) => `stored ${item}`));
  });

  it('writes one batch at a time: what arrives meanwhile waits for it and goes next, together', async () => {
    const { write, batches, succeed } = manualWrite();
    const add = createWriteBatcher(write, LIMITS);
    outcomes([add(1)]);
    await vi.advanceTimersByTimeAsync(100);
    expect(batches).toEqual([[1]]);
    const later = outcomes([add(2), add(3)]);
    await vi.advanceTimersByTimeAsync(500);
    expect(batches).toEqual([[1]]);
    succeed(0);
    await vi.advanceTimersByTimeAsync(0);
    // They have waited longer than the gathering time already: written at once.
    expect(batches).toEqual([[1], [2, 3]]);
    succeed(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(later).toEqual(['stored 2', 'stored 3']);
  });

  it('refuses every item of a batch whose write fails, and writes the next batch', async () => {
    const { write, batches, succeed, fail } = manualWrite();
    const add = createWriteBatcher(write, LIMITS);
    const first = outcomes([add(1), add(2)]);
    await vi.advanceTimersByTimeAsync(100);
    fail();
    await vi.advanceTimersByTimeAsync(0);
    expect(first).toEqual(['refused: the database is down', 'refused: the database is down']);
    const second = outcomes([add(3)]);
    await vi.advanceTimersByTimeAsync(100);
    expect(batches).toEqual([[1, 2], [3]]);
    succeed();
    await vi.advanceTimersByTimeAsync(0);
    expect(second).toEqual(['stored 3']);
  });

  it('refuses every item when the write answers for a different number of items', async () => {
    const add = createWriteBatcher(async (items: number[]) => items.slice(1).map(String), LIMITS);
    const seen = outcomes([add(1), add(2)]);
    await vi.advanceTimersByTimeAsync(100);
    expect(seen).toEqual(['refused: the write answered 1 results for 2 items', 'refused: the write answered 1 results for 2 items']);
  });

  it('refuses an item at once while too many wait, rather than hold it without limit', async () => {
    const { write, batches } = manualWrite();
    const add = createWriteBatcher(write, LIMITS);
    // 5 in the batch being written, then 12 waiting: the next one is refused.
    const seen = outcomes(Array.from({ length: 18 }, (_, i) => add(i)));
    await vi.advanceTimersByTimeAsync(0);
    expect(batches).toHaveLength(1);
    expect(seen.slice(0, 17).every((outcome) => outcome === 'waiting')).toBe(true);
    expect(seen[17]).toBe('refused: 12 items are waiting to be written already');
  });

  it('answers a write that throws before it returns a promise like a failed one', async () => {
    const add = createWriteBatcher((): Promise<string[]> => {
      throw new Error('no client');
    }, LIMITS);
    const seen = outcomes([add(1)]);
    await vi.advanceTimersByTimeAsync(100);
    expect(seen).toEqual(['refused: no client']);
  });
});
