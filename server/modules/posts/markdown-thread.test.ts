import { afterEach, describe, expect, it } from "vitest";
import { renderMarkdown } from "../../../shared/markdown";
import { createMarkdownThread, type MarkdownThread } from "./markdown-thread";
import { eventually } from "../../test/event-loop";

let thread: MarkdownThread | undefined;
afterEach(async () => {
  await thread?.close();
  thread = undefined;
});

const text =
  "## Drilling into green rye\n\nRoller-crimp **first**, then drill. <b>Raw</b> HTML is sanitised.\n\n| crop | kg/ha |\n| --- | --- |\n| rye | 90 |\n";

describe("the importer's markdown thread", () => {
  it("renders a post exactly as the server renders it, on a thread that stops once nothing has come for a while", async () => {
    thread = createMarkdownThread({ idleMs: 20 });
    expect(thread.running).toBe(false);
    expect(await thread.render(text)).toEqual(renderMarkdown(text));
    expect(thread.running).toBe(true);
    await eventually(() => !thread!.running);
  });

  it("renders a post here when its thread stops before answering, and starts a new thread for the next", async () => {
    thread = createMarkdownThread({ idleMs: 60_000 });
    const waiting = thread.render(text);
    await thread.close();
    expect(await waiting).toEqual(renderMarkdown(text));
    expect(await thread.render("Next *post*.")).toEqual(renderMarkdown("Next *post*."));
  });
});
