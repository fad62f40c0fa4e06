import { afterEach, describe, expect, it, vi } from "vitest";
import { BusyError, createRenderQueue } from "./render-queue";

/** A task the test finishes by hand, and whether it has started. */
function task() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  const state = { started: false, finish: () => finish() };
  return { state, run: () => ((state.started = true), done.then(() => "drawn")) };
}

afterEach(() => vi.useRealTimers());

describe("the render queue", () => {
  it("runs one task at a time and starts the next when the first is done", async () => {
    const queue = createRenderQueue({ concurrency: 1, maxWaiting: 4, maxWaitMs: 5_000 });
    const [first, second] = [task(), task()];
    const results = [queue.run(first.run), queue.run(second.run)];
    await vi.waitFor(() => expect(first.state.started).toBe(true));
    expect(second.state.started).toBe(false);
    first.state.finish();
    await vi.waitFor(() => expect(second.state.started).toBe(true));
    second.state.finish();
    expect(await Promise.all(results)).toEqual(["drawn", "drawn"]);
  });

  it("refuses at once a task past the waiting room, with a 503 and a Retry-After", async () => {
    const queue = createRenderQueue({ concurrency: 1, maxWaiting: 1, maxWaitMs: 5_000 });
    const [running, waiting] = [task(), task()];
    const accepted = [queue.run(running.run), queue.run(waiting.run)];
    const refused = await queue.run(task().run).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(BusyError);
    expect(refused).toMatchObject({ status: 503, retryAfterSeconds: 5 });
    running.state.finish();
    await vi.waitFor(() => expect(waiting.state.started).toBe(true));
    waiting.state.finish();
    await Promise.all(accepted);
  });

  it("refuses a task that waited its whole allowance, and never runs it", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const queue = createRenderQueue({ concurrency: 1, maxWaiting: 4, maxWaitMs: 5_000 });
    const [running, late] = [task(), task()];
    const first = queue.run(running.run);
    const second = queue.run(late.run).catch((error: unknown) => error);
    vi.advanceTimersByTime(5_000);
    expect(await second).toBeInstanceOf(BusyError);
    expect(queue.waiting).toBe(0);
    running.state.finish();
    await first;
    expect(late.state.started).toBe(false);
  });
});
