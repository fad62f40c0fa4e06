import { createServer, type RequestListener, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Clock } from "../../../lib/clock";
import { startSeededAppWithShell } from "../../../test/test-app-with-shell";
import type { TestApp } from "../../../test/test-app";

export interface ListeningBlog extends TestApp {
  /** Where the blog listens, which is its PUBLIC_URL: other servers fetch its key from there. */
  origin: string;
  close(): Promise<void>;
}

/**
 * The seeded blog listening on a local port that is also its PUBLIC_URL, so a stand-in server can
 * fetch its actor and key, and with its outgoing requests allowed to local addresses.
 */
export async function startListeningBlog(env: Record<string, string> = {}, options: { clock?: Clock } = {}): Promise<ListeningBlog> {
  let listener: RequestListener = (_req, res) => res.writeHead(503).end();
  const server: Server = createServer((req, res) => listener(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const blog = await startSeededAppWithShell({ PUBLIC_URL: origin, FEDIVERSE_FETCH_PRIVATE_HOSTS: "true", ...env }, undefined, options);
  listener = blog.app;
  return {
    ...blog,
    origin,
    async close() {
      await blog.services.fediverse?.inbox.stop();
      await blog.services.fediverse?.deliveries.stop();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await blog.close();
    },
  };
}
