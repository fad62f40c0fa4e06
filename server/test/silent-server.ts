import { createServer, type Socket } from "node:net";

export interface SilentServer {
  port: number;
  close(): Promise<void>;
}

/**
 * A TCP port on 127.0.0.1 that accepts connections and never says a word: a database that is up
 * but not answering, so a client's own timeout is what ends its wait (a refused port ends it at once).
 */
export async function silentServer(): Promise<SilentServer> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("The silent server has no port");
  return {
    port: address.port,
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
