import { afterEach, describe, expect, it } from "vitest";
import { createLayoutThread, type LayoutThread } from "./og-layout-thread";
import { BusyError } from "./render-queue";
import { eventually } from "../../test/event-loop";

let thread: LayoutThread | undefined;
afterEach(async () => {
  await thread?.close();
  thread = undefined;
});

describe("the share cards' layout thread", () => {
  it("lays a card out as SVG with its text as paths, then stops once no card has come for a while", async () => {
    thread = createLayoutThread({ idleMs: 20 });
    expect(thread.running).toBe(false);
    const svg = await thread.layout("Cover crops that pay for themselves", "Soil Health");
    expect(svg.startsWith("<svg")).toBe(true);
    expect(svg).toContain("<path");
    expect(svg).not.toContain("Cover crops");
    expect(thread.running).toBe(true);
    await eventually(() => !thread!.running);
  });

  it("answers a card waiting when the thread stops with busy, and starts a new thread for the next card", async () => {
    thread = createLayoutThread({ idleMs: 60_000 });
    const waiting = thread.layout("A card that never comes", "");
    await thread.close();
    await expect(waiting).rejects.toBeInstanceOf(BusyError);
    expect((await thread.layout("The next card", "Guides")).startsWith("<svg")).toBe(true);
  });
});
