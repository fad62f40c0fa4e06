import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { handleAfterPause } from "./handle-after-pause";

describe("the inbox's handling after a pause in arrivals", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("starts once arrivals pause, once for the whole burst", () => {
    const start = vi.fn();
    const arrived = handleAfterPause(start, { pauseMs: 50, atMostMs: 1000 });
    for (let n = 0; n < 10; n++) {
      arrived();
      vi.advanceTimersByTime(10);
    }
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(40);
    expect(start).toHaveBeenCalledTimes(1);
    arrived();
    vi.advanceTimersByTime(50);
    expect(start).toHaveBeenCalledTimes(2);
  });

  it("does not wait past atMostMs for a flood that never pauses", () => {
    const start = vi.fn();
    const arrived = handleAfterPause(start, { pauseMs: 50, atMostMs: 200 });
    for (let n = 0; n < 30; n++) {
      arrived();
      vi.advanceTimersByTime(10);
    }
    // Started at 200 ms while arrivals went on; the ones after it are handled once they stop.
    expect(start).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(50);
    expect(start).toHaveBeenCalledTimes(2);
  });

  it("starts at each arrival when the pause is 0 (the setting that turns it off)", () => {
    const start = vi.fn();
    const arrived = handleAfterPause(start, { pauseMs: 0, atMostMs: 1000 });
    arrived();
    arrived();
    expect(start).toHaveBeenCalledTimes(2);
  });
});
