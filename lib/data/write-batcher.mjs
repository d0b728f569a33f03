// A write buffer: items that arrive within a short time are written with one call, and each
// caller is answered with its own item's result once that call has finished (or is refused with
// its error). It decides nothing: what to store, and whether, is the write's to say. Plain
// JavaScript, so the bench can drive the very same buffer against PostgreSQL.

/**
 * @template Item, Result
 * @param {(items: Item[]) => Promise<Result[]>} write stores a batch in one call, all or nothing; answers one result per item, in order
 * @param {{ gatherMs: number, maxItems: number, maxWaiting: number }} limits
 *   gatherMs: how long the first item of a batch waits for others;
 *   maxItems: the most items one call writes;
 *   maxWaiting: the most items held while a call is under way (more are refused at once).
 * @returns {(item: Item) => Promise<Result>}
 */
export function createWriteBatcher(write, { gatherMs, maxItems, maxWaiting }) {
  /** @type {{ item: Item, arrivedAt: number, resolve: (result: Result) => void, reject: (error: unknown) => void }[]} */
  const waiting = [];
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  // One call at a time per buffer: while it runs, the next batch gathers, so a slower database
  // gets fewer, larger batches rather than more calls.
  let isWriting = false;

  function schedule() {
    if (isWriting || waiting.length === 0) return;
    if (waiting.length >= maxItems) {
      clearTimeout(timer);
      timer = undefined;
      void writeNext();
      return;
    }
    timer ??= setTimeout(
      () => {
        timer = undefined;
        void writeNext();
      },
      Math.max(0, waiting[0].arrivedAt + gatherMs - Date.now()),
    );
  }

  async function writeNext() {
    const batch = waiting.splice(0, maxItems);
    isWriting = true;
    try {
      const results = await write(batch.map((entry) => entry.item));
      if (!Array.isArray(results) || results.length !== batch.length) {
        throw new Error(`the write answered ${Array.isArray(results) ? results.length : 'no'} results for ${batch.length} items`);
      }
      batch.forEach((entry, i) => entry.resolve(results[i]));
    } catch (error) {
      for (const entry of batch) entry.reject(error);
    } finally {
      isWriting = false;
      schedule();
    }
  }

  return function add(item) {
    if (waiting.length >= maxWaiting) return Promise.reject(new Error(`${waiting.length} items are waiting to be written already`));
    return new Promise((resolve, reject) => {
      waiting.push({ item, arrivedAt: Date.now(), resolve, reject });
      schedule();
    });
  };
}
