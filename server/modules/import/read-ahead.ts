/**
 * Yields what `events` yields, having asked for up to `size` events past the one it hands out and
 * told `entering` of each as it arrives: work for an item (its render on a worker thread) starts
 * while the items before it are written. It never waits for the events ahead before handing out
 * one that has arrived.
 */
export async function* readAhead<T>(events: AsyncIterable<T>, size: number, entering: (event: T) => void): AsyncGenerator<T> {
  const iterator = events[Symbol.asyncIterator]();
  const requested: Promise<IteratorResult<T>>[] = [];
  const request = () => {
    // An async generator answers its next() calls in order, one after another.
    const next = iterator.next().then((result) => {
      if (!result.done) entering(result.value);
      return result;
    });
    // Seen when its turn comes; a run stopped before then must not leave it unhandled.
    next.catch(() => undefined);
    requested.push(next);
  };
  try {
    for (let ahead = 0; ahead <= size; ahead++) request();
    for (;;) {
      const result = await requested.shift()!;
      if (result.done) return;
      request();
      yield result.value;
    }
  } finally {
    // A run stopped early (cancelled, the lease lost) closes the file the reader holds.
    await iterator.return?.();
  }
}
