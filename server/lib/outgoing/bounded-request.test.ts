import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { boundedRequest, OutgoingRequestError, type BoundedRequest } from "./bounded-request";

/**
 * Every fetch and delivery to another server goes through boundedRequest (the fediverse's key
 * fetches and deliveries, remote follow). The fediverse tests run with private hosts allowed, as
 * their stand-in servers are on loopback; this is where the limits themselves are shown.
 */
const LIMITS = { timeoutMs: 5_000, maxBytes: 1_000, allowPrivateHosts: false } satisfies Partial<BoundedRequest>;

const refusal = async (request: Promise<unknown>) => {
  const error = await request.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(OutgoingRequestError);
  return error as OutgoingRequestError;
};

describe("boundedRequest: what the server refuses to fetch", () => {
  it("refuses plain http and anything that is not a web address, before connecting", async () => {
    const http = await refusal(boundedRequest({ method: "GET", url: "http://203.0.113.7/users/x", headers: {}, ...LIMITS }));
    expect(http.message).toBe("not an https address (http)");
    expect(http.temporary).toBe(false);
    expect((await refusal(boundedRequest({ method: "GET", url: "not a url", headers: {}, ...LIMITS }))).message).toBe("not a web address");
    expect((await refusal(boundedRequest({ method: "GET", url: "file:///etc/passwd", headers: {}, ...LIMITS }))).message).toMatch(
      /not an https address/,
    );
  });

  it.each([
    "https://127.0.0.1/users/x",
    "https://10.1.2.3/users/x",
    "https://192.168.0.10/users/x",
    "https://169.254.169.254/latest/meta-data",
    "https://[::1]/users/x",
    "https://[fd00::1]/users/x",
  ])("refuses a private, loopback or link-local address written in the URL: %s", async (url) => {
    const error = await refusal(boundedRequest({ method: "GET", url, headers: {}, ...LIMITS }));
    expect(error.message).toMatch(/private or local address/);
    expect(error.temporary).toBe(false);
  });

  it("refuses a host name that resolves to loopback, checked on the address it would connect to", async () => {
    const error = await refusal(boundedRequest({ method: "GET", url: "https://localhost:9/users/x", headers: {}, ...LIMITS }));
    expect(error.message).toMatch(/private or local address/);
  });
});

describe("boundedRequest: limits on what it reads (private hosts allowed, as on a LAN)", () => {
  let server: Server;
  let base: string;
  const seen: string[] = [];
  const routes: Record<string, (req: IncomingMessage, res: ServerResponse) => void> = {
    "/big-declared": (_req, res) => res.writeHead(200, { "content-length": "5000" }).end("x".repeat(5000)),
    "/big-streamed": (_req, res) => {
      res.writeHead(200);
      for (let piece = 0; piece < 10; piece++) res.write("y".repeat(500));
      res.end();
    },
    "/silent": () => {
      // Never answers: the time limit ends the exchange.
    },
    "/moved": (_req, res) => res.writeHead(302, { location: "/target" }).end(),
    "/target": (_req, res) => res.writeHead(200).end("followed"),
    "/echo": (req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () =>
        res
          .writeHead(200, { "content-type": "application/json" })
          .end(JSON.stringify({ length: req.headers["content-length"], body: Buffer.concat(chunks).toString() })),
      );
    },
  };
  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push(req.url ?? "");
      (routes[req.url ?? ""] ?? ((_q: IncomingMessage, r: ServerResponse) => r.writeHead(404).end()))(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const get = (path: string, overrides: Partial<BoundedRequest> = {}) =>
    boundedRequest({ method: "GET", url: `${base}${path}`, headers: {}, ...LIMITS, allowPrivateHosts: true, ...overrides });

  it("refuses an answer over the byte limit, whether it says its length or streams it", async () => {
    expect((await refusal(get("/big-declared"))).message).toMatch(/is over 1000 bytes/);
    expect((await refusal(get("/big-streamed"))).message).toMatch(/is over 1000 bytes/);
    expect((await get("/big-declared", { maxBytes: 10_000 })).body.length).toBe(5000);
  });

  it("gives up on a server that does not answer within the time limit, as a failure worth trying again", async () => {
    const started = performance.now();
    const error = await refusal(get("/silent", { timeoutMs: 300 }));
    expect(error.message).toMatch(/no complete answer .* in time/);
    expect(error.temporary).toBe(true);
    expect(performance.now() - started).toBeLessThan(4_000);
  });

  it("does not follow a redirect: the answer is the redirect itself", async () => {
    seen.length = 0;
    const answer = await get("/moved");
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe("/target");
    expect(seen).toEqual(["/moved"]);
  });

  it("sends a body with its length", async () => {
    const answer = await boundedRequest({
      method: "POST",
      url: `${base}/echo`,
      headers: { "content-type": "application/activity+json" },
      body: Buffer.from('{"type":"Accept"}'),
      ...LIMITS,
      allowPrivateHosts: true,
    });
    expect(JSON.parse(answer.body.toString())).toEqual({ length: "17", body: '{"type":"Accept"}' });
  });
});
