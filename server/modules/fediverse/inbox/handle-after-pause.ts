/**
 * Starts the inbox's handling once arrivals pause, not at each one. Answering a POST is what the
 * sending server waits for (Mastodon gives up on a slow inbox, and the bench's budget is its p95);
 * handling it (a follower stored, an Accept signed and sent, a like counted) is not, and on the
 * server's one thread each handling done in the middle of a burst makes every answer still to come
 * wait for it. So a burst is answered first and handled as it ends, in one read of the queue rather
 * than one per activity; under a flood that never pauses, handling starts `atMostMs` after the
 * first activity left waiting. Activities are in the store before their 202, so none waits on
 * this timer to be kept: the queue worker's own check (every 2 s) and the next process find them.
 *
 * FEDIVERSE_INBOX_PAUSE_MS=0 handles each activity as it arrives (docs/performance.md has both figures).
 */
export function handleAfterPause(start: () => void, { pauseMs, atMostMs }: { pauseMs: number; atMostMs: number }): () => void {
  if (pauseMs <= 0) return start;
  // Wall time, not the blog's clock: this paces the thread's work, which a test's fake clock does not move.
  let timer: NodeJS.Timeout | null = null;
  let firstWaitingAt = 0;
  let lastArrivalAt = 0;
  const arm = (ms: number) => {
    timer = setTimeout(startOrWait, ms);
    // A stop need not wait for it: what waits is queued in the store.
    timer.unref();
  };
  function startOrWait(): void {
    const due = Math.min(lastArrivalAt + pauseMs, firstWaitingAt + atMostMs);
    const now = performance.now();
    if (now < due) return arm(due - now);
    timer = null;
    start();
  }
  // An arrival only notes its time (no timer set again for each of a burst's POSTs): the timer, when it fires, looks.
  return () => {
    lastArrivalAt = performance.now();
    if (timer !== null) return;
    firstWaitingAt = lastArrivalAt;
    arm(pauseMs);
  };
}
