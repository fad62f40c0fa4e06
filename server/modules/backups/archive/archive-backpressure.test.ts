import { randomBytes } from "node:crypto";
import { createServer, get, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { pipeline } from "node:stream/promises";
import { createGunzip } from "node:zlib";
import tar from "tar-stream";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { adminAgent, startTestApp, type TestApp } from "../../../test/test-app";

// Uploads of noise, which gzip cannot shrink: an archive far larger than what the kernel's socket
// buffers take from a server before the client must read.
const UPLOADS = 32;
const UPLOAD_BYTES = 1024 * 1024;
const ARCHIVE_BYTES = UPLOADS * UPLOAD_BYTES;
/** What the server's own socket queue may hold beyond what the kernel took: a few chunks, not the archive. */
const QUEUED_AT_MOST = 256 * 1024;

/** The value `read` gives once it has stopped changing: the same at ten looks 50 ms apart. */
async function settled(read: () => number): Promise<number> {
  let last = -1;
  let same = 0;
  await vi.waitFor(
    () => {
      const now = read();
      same = now === last ? same + 1 : 0;
      last = now;
      if (same < 10) throw new Error(`still moving: ${now}`);
    },
    { timeout: 30_000, interval: 50 },
  );
  return last;
}

/** The uploads' sizes in an archive, read to its end. */
async function uploadSizes(res: IncomingMessage): Promise<number[]> {
  const sizes: number[] = [];
  const extract = tar.extract();
  const reading = pipeline(res, createGunzip(), extract);
  for await (const entry of extract) {
    let size = 0;
    for await (const chunk of entry) size += (chunk as Buffer).length;
    if (entry.header.name.startsWith("uploads/")) sizes.push(size);
  }
  await reading;
  return sizes;
}

describe("the backup download to a slow client", () => {
  let t: TestApp;
  let server: Server;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    t = await startTestApp();
    for (let i = 0; i < UPLOADS; i++) await t.store.files.save(`noise-${i}.png`, randomBytes(UPLOAD_BYTES));
    server = createServer(t.app).listen(0, "127.0.0.1");
    server.on("connection", (socket) => sockets.push(socket));
    await new Promise((resolve) => server.once("listening", resolve));
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await t.close();
  });

  it("waits for a client that stops reading, keeping only a few chunks queued, and carries on when it reads again", async () => {
    const cookie = (await (await adminAgent(t)).get("/api/admin/stats")).request.cookies;
    // Not read from until asked: the client's side fills, then the kernel's, then the server must wait.
    const res = await new Promise<IncomingMessage>((resolve, reject) => {
      get({ host: "127.0.0.1", port: (server.address() as AddressInfo).port, path: "/api/admin/backup", headers: { cookie } }, resolve).on(
        "error",
        reject,
      );
    });
    expect(res.statusCode).toBe(200);
    const socket = sockets.at(-1)!;

    const sent = await settled(() => socket.bytesWritten);
    expect(socket.writableLength).toBeLessThanOrEqual(QUEUED_AT_MOST);
    expect(sent).toBeLessThan(ARCHIVE_BYTES / 2);

    expect(await uploadSizes(res)).toEqual(Array.from({ length: UPLOADS }, () => UPLOAD_BYTES));
  });
});
