import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ArticleBody } from "./article-body";

const HTML = [
  '<pre><code class="hljs language-python"><span class="hljs-keyword">def</span> rate(n):\n    return n\n</code></pre>',
  '<pre><code class="language-nosuch">plain\n</code></pre>',
].join("");

describe("copy buttons on highlighted code", () => {
  afterEach(() => vi.restoreAllMocks());

  it("are not in the server's HTML: only the running app can copy", () => {
    expect(renderToString(<ArticleBody html={HTML} />)).not.toContain("<button");
  });

  it("appear on each highlighted block once the app runs, and copy the block's text", async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue();
    render(<ArticleBody html={HTML} />);
    const buttons = await screen.findAllByRole("button", { name: "Copy code" });
    expect(buttons).toHaveLength(1);
    await user.click(buttons[0]);
    expect(writeText).toHaveBeenCalledWith("def rate(n):\n    return n\n");
    expect(await screen.findByRole("button", { name: "Copied" })).toHaveTextContent("Copied");
  });
});
