/**
 * Bulk work (spam clean-up, teaching the filter, queueing a newsletter, imports, restores) runs
 * in transactions of this many rows, with the event loop free between them: one long
 * synchronous run would hold every request, /healthz included, until it ended.
 */
export const BATCH_ROWS = 500;

/** Lets waiting requests, timers and I/O run before the next batch. */
export const breathe = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** `items` in slices of `size`. */
export function* slices<T>(items: readonly T[], size = BATCH_ROWS): Generator<T[]> {
  for (let start = 0; start < items.length; start += size) yield items.slice(start, start + size);
}

/** Runs `work` on each slice of `items`, letting the event loop breathe after each one. */
export async function inBatches<T>(items: readonly T[], work: (batch: T[]) => Promise<unknown>, size = BATCH_ROWS): Promise<void> {
  for (const batch of slices(items, size)) {
    await work(batch);
    await breathe();
  }
}
