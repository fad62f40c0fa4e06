import type { Server, ServerResponse } from "node:http";

const IDLE_SWEEP_MS = 50;

/**
 * Closing a server only stops new connections: a kept-alive one stays open until its client lets
 * go or the keep-alive timeout ends it, several seconds per browser tab, and server.close() waits
 * for all of them. This ends each connection as soon as the request on it is answered, so the
 * close takes as long as the slowest request in flight and no longer.
 */
export function closableServer(server: Server) {
  const answering = new Set<ServerResponse>();
  let closing = false;

  server.on("request", (_req, res: ServerResponse) => {
    if (closing) res.shouldKeepAlive = false;
    answering.add(res);
    res.on("close", () => answering.delete(res));
  });

  return {
    /** Resolves once every request in flight is answered and every connection is gone. */
    close(): Promise<void> {
      closing = true;
      // Answers not yet begun say `Connection: close` and end their connection once sent.
      for (const res of answering) if (!res.headersSent) res.shouldKeepAlive = false;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      // An answer already under way keeps its connection alive; it is ended once it falls idle.
      const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
      return closed.finally(() => clearInterval(sweep));
    },
  };
}
