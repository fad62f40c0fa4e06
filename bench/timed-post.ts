/**
 * The stand-in servers' POSTs, each timed from its start to the answer's last byte, two ways:
 *
 * - postOnNewConnection: on a connection of its own, as bytes written on a socket. The stand-in
 *   servers share the machine's two cores with the blog they time, and node's http client spends
 *   about three times the CPU a request that this does (0.2 to 0.4 ms against 0.06 to 0.12 ms,
 *   measured side by side): CPU the blog's answers would wait for, where on the internet the
 *   senders are other machines (docs/performance.md, "Issue 37, fifth session").
 * - postKeptAlive: through node's http client on kept-alive connections, as a Mastodon server
 *   delivers (its RequestPool keeps a persistent connection per site for 30 s).
 */
import { request, type Agent } from "node:http";
import { connect } from "node:net";

export interface TimedAnswer {
  /** 0 when no status line came back (see error). */
  status: number;
  ms: number;
  /** Seconds, from Retry-After (0 when absent). */
  retryAfter: number;
  error?: string;
}

const CHUNK_BYTES = 65_536;
const HEAD_END = Buffer.from("\r\n\r\n");
const LAST_CHUNK = Buffer.from("0\r\n\r\n");

/** The answer is whole: its Content-Length is in, or its last chunk. An answer with neither ends with the connection. */
function complete(received: Buffer): boolean {
  const headEnd = received.indexOf(HEAD_END);
  if (headEnd === -1) return false;
  const head = received.toString("latin1", 0, headEnd);
  const length = /\r\ncontent-length: *(\d+)/i.exec(head);
  if (length) return received.length - headEnd - HEAD_END.length >= Number(length[1]);
  if (/\r\ntransfer-encoding: *chunked/i.test(head)) return received.subarray(-LAST_CHUNK.length).equals(LAST_CHUNK);
  return false;
}

/**
 * POSTs `body` to `url` with `headers` (Host among them, as a signature covers it), Content-Length
 * set, or sent chunked in 64 kB pieces as a client streaming a body of unknown length does.
 */
export function postOnNewConnection(
  url: URL,
  headers: Record<string, string>,
  body: string | Buffer,
  { chunked = false, timeoutMs = 60_000 } = {},
): Promise<TimedAnswer> {
  const started = performance.now();
  const bytes = typeof body === "string" ? Buffer.from(body) : body;
  const lines = Object.entries({
    ...headers,
    ...(chunked ? { "transfer-encoding": "chunked" } : { "content-length": String(bytes.length) }),
    connection: "close",
  }).map(([name, value]) => `${name}: ${value}\r\n`);
  const head = Buffer.from(`POST ${url.pathname}${url.search} HTTP/1.1\r\n${lines.join("")}\r\n`, "latin1");

  return new Promise((resolve) => {
    const received: Buffer[] = [];
    let settled = false;
    const socket = connect(Number(url.port || 80), url.hostname);
    const timer = setTimeout(() => settle(`no answer in ${timeoutMs / 1000} s`), timeoutMs);
    function settle(error?: string) {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const answer = Buffer.concat(received);
      const headText = answer.toString("latin1", 0, Math.min(answer.length, 8192));
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(headText);
      const retryAfter = /\r\nretry-after: *(\d+)/i.exec(headText);
      resolve({
        status: status ? Number(status[1]) : 0,
        ms: performance.now() - started,
        retryAfter: retryAfter ? Number(retryAfter[1]) : 0,
        error: status ? undefined : (error ?? "the connection closed without an answer"),
      });
    }
    socket.on("connect", () => {
      socket.cork();
      socket.write(head);
      if (!chunked) socket.write(bytes);
      else {
        for (let offset = 0; offset < bytes.length; offset += CHUNK_BYTES) {
          const piece = bytes.subarray(offset, offset + CHUNK_BYTES);
          socket.write(`${piece.length.toString(16)}\r\n`);
          socket.write(piece);
          socket.write("\r\n");
        }
        socket.write(LAST_CHUNK);
      }
      socket.uncork();
    });
    socket.on("data", (data: Buffer) => {
      received.push(data);
      if (complete(Buffer.concat(received))) settle();
    });
    socket.on("end", () => settle());
    socket.on("close", () => settle());
    // A server refusing a body mid-upload may reset the connection: its answer, when one came, still counts.
    socket.on("error", (error: NodeJS.ErrnoException) => settle(error.code ?? error.message));
  });
}

/** POSTs `body` to `url` on one of `agent`'s kept-alive connections. */
export function postKeptAlive(url: URL, headers: Record<string, string>, body: string | Buffer, agent: Agent): Promise<TimedAnswer> {
  const started = performance.now();
  return new Promise((resolve) => {
    let settled = false;
    const settle = (status: number, retryAfter: number, error?: string) => {
      if (settled) return;
      settled = true;
      resolve({ status, ms: performance.now() - started, retryAfter, error });
    };
    const bytes = typeof body === "string" ? Buffer.from(body) : body;
    const req = request(
      url,
      { method: "POST", headers: { ...headers, "content-length": String(bytes.length) }, agent, timeout: 60_000 },
      (res) => {
        const retryAfter = Number(res.headers["retry-after"] ?? 0);
        res.resume();
        res.on("end", () => settle(res.statusCode ?? 0, retryAfter));
        res.on("error", (error) => settle(res.statusCode ?? 0, retryAfter, error.message));
      },
    );
    req.on("timeout", () => req.destroy(new Error("no answer in 60 s")));
    req.on("error", (error: NodeJS.ErrnoException) => settle(0, 0, error.code ?? error.message));
    req.end(bytes);
  });
}
