import type { IncomingMessage, RequestListener, Server, ServerResponse } from "node:http";

const IDLE_SWEEP_MS = 50;

/**
 * Closing a server only stops new connections: a kept-alive one stays open until its client lets
 * go or the keep-alive timeout ends it, several seconds per browser tab, and server.close() waits
 * for all of them. This ends each connection as soon as the request on it is answered, so the
 * close takes as long as the slowest request in flight and no longer.
 *
 * It wraps the server's request listener rather than adding one of its own: a second "request"
 * listener has Node copy the listener array on every request, and a cached answer (see
 * fast-path.ts), sent before the listener returns, needs no tracking, so only answers still under
 * way are kept in the set, with one shared "close" listener and no closure per request.
 */
export function closableListener(listener: RequestListener) {
  const answering = new Set<ServerResponse>();
  let closing = false;
  function forget(this: ServerResponse) {
    answering.delete(this);
  }

  return {
    listener(req: IncomingMessage, res: ServerResponse): void {
      if (closing) res.shouldKeepAlive = false;
      void listener(req, res);
      // Node emits "close" on a later tick, so one registered now is heard even by an answer ended by an error meanwhile.
      if (!res.writableEnded) {
        answering.add(res);
        res.on("close", forget);
      }
    },
    /** Resolves once every request in flight is answered and every connection is gone. */
    close(server: Server): Promise<void> {
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
