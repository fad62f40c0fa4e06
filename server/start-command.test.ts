import { statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../e2e/server";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

describe("npm start's command", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ command: "start", args: ["--api-only"] });
  }, 120_000);
  afterAll(() => server?.stop());

  it("runs the compiled server bundle, built no earlier than its sources, and serves the sample content", async () => {
    const bundle = statSync(join(ROOT, "dist", "server", "index.js")).mtimeMs;
    expect(bundle).toBeGreaterThanOrEqual(statSync(join(ROOT, "server", "index.ts")).mtimeMs);
    const [post] = (await (await fetch(`${server.url}/api/blog-posts?limit=1`)).json()) as { slug: string; title: string }[];
    const markdown = await (await fetch(`${server.url}/blog/${post.slug}.md`)).text();
    expect(markdown).toContain(`# ${post.title}`);
    expect((await fetch(`${server.url}/api/og-image?title=Compiled`)).headers.get("content-type")).toBe("image/png");
  });

  it("stops cleanly on SIGTERM", async () => {
    expect(await server.terminate()).toEqual({ code: 0, signal: null });
  });
});
