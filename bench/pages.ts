import { startServer, type RunningServer } from "../e2e/server";
import { buildClient, clientBuildIsStale } from "../server/http/client-build";
import { fileURLToPath } from "node:url";
import { join } from "node:path";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

/** The public pages the budgets name: home, the posts page and an article. */
export async function startBenchServer(): Promise<{ server: RunningServer; pages: Record<string, string> }> {
  if (clientBuildIsStale(ROOT, join(ROOT, "dist", "client"))) {
    console.log("Building the client...");
    await buildClient(ROOT);
  }
  const server = await startServer();
  const [newest] = (await (await fetch(`${server.url}/api/blog-posts?limit=1`)).json()) as { slug: string }[];
  return { server, pages: { home: "/", posts: "/posts", article: `/blog/${newest.slug}` } };
}
