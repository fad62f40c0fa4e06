/**
 * A fleet of stand-in fediverse servers in one process, for bench/fediverse.bench.ts (forked, so
 * its signing and serving do not sit on the event loop of the bench that times /healthz).
 *
 * One listener on 0.0.0.0: 127.0.0.0/8 is all loopback, so `http://127.A.B.C:PORT` are as many
 * distinct hosts (distinct shared inboxes) as the bench names, all answered here. Any
 * `/users/<name>` on any host is an account (a Person with the one stand-in key pair; a name
 * starting with "nobody" answers 404, the key the blog cannot fetch), with its own inbox and the
 * host's shared inbox. Every POST to an inbox is counted by host and type; every Create and every
 * tenth other delivery is checked as Mastodon checks it (joyent's http-signature, the Digest, the
 * key's owner is the actor), through the stand-in Mastodon's own checker.
 *
 * It also sends, as its accounts, what the bench asks: signed Follows and Likes, and junk, each
 * signed before the first is sent (so timing a batch times the blog, not this signing), `at once`
 * at a time: one connection a request as separate servers would, or kept-alive connections as one
 * Mastodon server delivering many (see ./timed-post.ts). Commands and answers go over
 * the fork's IPC channel.
 */
import { Agent, createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { generateKeyPairSync, randomUUID } from "node:crypto";
import { jsonObject, readBody } from "../server/modules/fediverse/test/stand-in-http";
import {
  keyFromDocument,
  signedPost,
  standInKeys,
  verifyDraftPost,
  type Tamper,
} from "../server/modules/fediverse/test/stand-in-signatures";
import { postKeptAlive, postOnNewConnection } from "./timed-post";

const AS_CONTEXT = "https://www.w3.org/ns/activitystreams";
const ACTIVITY_TYPE = "application/activity+json; charset=utf-8";
/** A body past the inbox's 1 MB limit. */
const HUGE_BYTES = Math.round(1.1 * 1024 * 1024);
/** Every `VERIFY_EVERY`th delivery that is not a Create is checked (every Create is). */
const VERIFY_EVERY = 10;

const { publicKeyPem, privateKeyPem } = standInKeys();
/** A key pair the blog never sees: a signature made with it names a key whose published half does not match. */
const otherKey = generateKeyPairSync("rsa", {
  modulusLength: 2048,
  publicKeyEncoding: { type: "spki", format: "pem" },
  privateKeyEncoding: { type: "pkcs8", format: "pem" },
}).privateKey;

// --- what arrives -------------------------------------------------------------------------------

interface Counts {
  /** Creates by host, and how many hosts got more than one. */
  createHosts: number;
  createDuplicates: number;
  creates: number;
  accepts: number;
  acceptActors: number;
  otherDeliveries: number;
  checked: number;
  failedChecks: number;
  failureSample: string[];
  keyFetches: number;
}

let createsByHost = new Map<string, number>();
let acceptsByActor = new Set<string>();
let counts = { creates: 0, accepts: 0, otherDeliveries: 0, checked: 0, failedChecks: 0, keyFetches: 0 };
let failureSample: string[] = [];
let deliveriesSeen = 0;

function reset(): void {
  createsByHost = new Map();
  acceptsByActor = new Set();
  counts = { creates: 0, accepts: 0, otherDeliveries: 0, checked: 0, failedChecks: 0, keyFetches: 0 };
  failureSample = [];
  deliveriesSeen = 0;
}

function snapshot(): Counts {
  let createDuplicates = 0;
  for (const count of createsByHost.values()) if (count > 1) createDuplicates += 1;
  return {
    ...counts,
    createHosts: createsByHost.size,
    createDuplicates,
    acceptActors: acceptsByActor.size,
    failureSample,
  };
}

/** The blog's key, fetched once (a signed delivery names it), as the stand-in Mastodon does. */
const blogKeys = new Map<string, Promise<{ owner: string; publicKeyPem: string }>>();
const lookupBlogKey = async (keyId: string) => {
  let key = blogKeys.get(keyId);
  if (!key) {
    const url = new URL(keyId);
    url.hash = "";
    key = fetch(url, { headers: { accept: "application/activity+json" } })
      .then((res) => res.json())
      .then((document) => keyFromDocument(document, keyId));
    blogKeys.set(keyId, key);
  }
  return { ...(await key), cached: true };
};

function answer(res: ServerResponse, status: number, body?: unknown): void {
  if (body === undefined) return void res.writeHead(status).end();
  res.writeHead(status, { "content-type": ACTIVITY_TYPE }).end(JSON.stringify(body));
}

function person(origin: string, name: string) {
  const id = `${origin}/users/${encodeURIComponent(name)}`;
  return {
    "@context": [AS_CONTEXT, "https://w3id.org/security/v1"],
    id,
    type: "Person",
    preferredUsername: name,
    name: `Reader ${name}`,
    inbox: `${id}/inbox`,
    outbox: `${id}/outbox`,
    followers: `${id}/followers`,
    following: `${id}/following`,
    url: `${origin}/@${name}`,
    endpoints: { sharedInbox: `${origin}/inbox` },
    publicKey: { id: `${id}#main-key`, owner: id, publicKeyPem },
  };
}

async function inbox(req: IncomingMessage, res: ServerResponse, host: string): Promise<void> {
  const raw = await readBody(req);
  if (raw === null) return answer(res, 413);
  const activity = jsonObject(raw.toString("utf8"));
  const type = typeof activity?.type === "string" ? activity.type : "(none)";
  deliveriesSeen += 1;
  if (type === "Create") {
    counts.creates += 1;
    createsByHost.set(host, (createsByHost.get(host) ?? 0) + 1);
  } else if (type === "Accept") {
    counts.accepts += 1;
    const to = Array.isArray(activity?.to) ? String(activity.to[0]) : "";
    acceptsByActor.add(to);
  } else counts.otherDeliveries += 1;
  if (type === "Create" || deliveriesSeen % VERIFY_EVERY === 0) {
    const verdict = await verifyDraftPost(req, raw, activity, lookupBlogKey);
    counts.checked += 1;
    if (!verdict.verified) {
      counts.failedChecks += 1;
      if (failureSample.length < 5) failureSample.push(`${host}${req.url} ${type}: ${verdict.reason}`);
      return answer(res, 401);
    }
  }
  answer(res, 202);
}

const server = createServer((req, res) => {
  const host = req.headers.host ?? "unknown";
  const origin = `http://${host}`;
  const url = new URL(req.url ?? "/", origin);
  const user = /^\/users\/([^/]+)(?:\/(inbox))?$/.exec(url.pathname);
  if (req.method === "POST" && (url.pathname === "/inbox" || user?.[2] === "inbox")) {
    inbox(req, res, host).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500);
      res.end(String(error));
    });
    return;
  }
  if (req.method === "GET" && user && !user[2]) {
    counts.keyFetches += 1;
    const name = decodeURIComponent(user[1]);
    if (name.startsWith("nobody")) return answer(res, 404);
    return answer(res, 200, person(origin, name));
  }
  answer(res, 404);
});
server.keepAliveTimeout = 5_000;

// --- what it sends ------------------------------------------------------------------------------

export type JunkKind =
  | "unsigned"
  | "not-an-activity"
  | "bad-signature"
  | "other-key"
  | "unknown-key"
  | "refused-key"
  | "stale-date"
  | "wrong-digest"
  | "huge"
  | "huge-chunked";

export interface Job {
  kind: "follow" | "like" | JunkKind;
  /** The account sending: `http://<host>/users/<user>`. */
  host: string;
  user: string;
  /** What a Like names. */
  object?: string;
}

export interface Sent {
  kind: string;
  /** The last answer's status (0: none, see error). */
  status: number;
  /** The first answer's status and time, from the request's start to its last byte. */
  first: number;
  ms: number;
  /** Times it was sent again after a 429 (when the bench asked for that). */
  retries: number;
  error?: string;
}

interface Prepared {
  kind: string;
  headers: Record<string, string>;
  body: string | Buffer;
  chunked: boolean;
}

let hugeBody: Buffer | null = null;
const huge = () =>
  (hugeBody ??= Buffer.from(
    JSON.stringify({ "@context": AS_CONTEXT, type: "Note", actor: "http://127.9.9.9/users/x", content: "x".repeat(HUGE_BYTES) }),
  ));

function prepare(job: Job, inboxUrl: URL, target: string, refusedPort: number): Prepared {
  const actor = `http://${job.host}/users/${encodeURIComponent(job.user)}`;
  const id = `${actor}/activities/${randomUUID()}`;
  const follow = { "@context": AS_CONTEXT, id, type: "Follow", actor, object: target };
  const signed = (activity: object, options: { tamper?: Tamper; keyId?: string; key?: string } = {}): Prepared => {
    const post = signedPost({
      url: inboxUrl,
      body: JSON.stringify(activity),
      keyId: options.keyId ?? `${actor}#main-key`,
      privateKeyPem: options.key ?? privateKeyPem,
      scheme: "draft",
      tamper: options.tamper,
    });
    return { kind: job.kind, headers: post.headers, body: post.body, chunked: false };
  };
  const plain = (body: string | Buffer, chunked = false): Prepared => ({
    kind: job.kind,
    headers: { host: inboxUrl.host, date: new Date().toUTCString(), "content-type": "application/activity+json" },
    body,
    chunked,
  });
  switch (job.kind) {
    case "follow":
      return signed(follow);
    case "like":
      return signed({ "@context": AS_CONTEXT, id, type: "Like", actor, object: job.object });
    case "unsigned":
      return plain(JSON.stringify(follow));
    case "not-an-activity":
      return plain(job.user.length % 2 === 0 ? '{"hello":"world"}' : "this is not JSON {");
    case "bad-signature":
      return signed(follow, { tamper: "signature" });
    case "other-key":
      return signed(follow, { key: otherKey });
    case "unknown-key":
      return signed(follow);
    case "refused-key": {
      const nowhere = `http://127.0.0.1:${refusedPort}/users/${encodeURIComponent(job.user)}`;
      return signed({ ...follow, actor: nowhere }, { keyId: `${nowhere}#main-key` });
    }
    case "stale-date":
      return signed(follow, { tamper: "date-stale" });
    case "wrong-digest":
      return signed(follow, { tamper: "wrong-digest" });
    case "huge":
      return plain(huge());
    case "huge-chunked":
      return plain(huge(), true);
  }
}

/**
 * Sends the POST, and when `retryBusyAfterMs` is set sends it again after a 429 (the blog busy
 * fetching other keys), as a server whose delivery was refused for now tries again later: after
 * the Retry-After it was given, or `retryBusyAfterMs` if that is shorter.
 */
async function send(url: URL, prepared: Prepared, retryBusyAfterMs: number | null, keptAlive: Agent | null): Promise<Sent> {
  const sendOnce = () =>
    keptAlive
      ? postKeptAlive(url, prepared.headers, prepared.body, keptAlive)
      : postOnNewConnection(url, prepared.headers, prepared.body, { chunked: prepared.chunked });
  const first = await sendOnce();
  let last = first;
  let retries = 0;
  while (last.status === 429 && retryBusyAfterMs !== null && retries < 20) {
    await new Promise((resolve) => setTimeout(resolve, Math.min(retryBusyAfterMs, (last.retryAfter || 30) * 1000)));
    retries += 1;
    last = await sendOnce();
  }
  return { kind: prepared.kind, status: last.status, first: first.status, ms: first.ms, retries, error: last.error };
}

async function sendAll(
  inbox: string,
  target: string,
  jobs: Job[],
  atOnce: number,
  retryBusyAfterMs: number | null,
  keepAlive: boolean,
): Promise<{ sent: Sent[]; ms: number; cpuMs: number }> {
  const url = new URL(inbox);
  // A port nothing listens on: a key there is refused at once.
  const refusedPort = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
  const prepared = jobs.map((job) => prepare(job, url, target, refusedPort));
  const sent: Sent[] = new Array(prepared.length);
  const keptAlive = keepAlive ? new Agent({ keepAlive: true, maxSockets: atOnce }) : null;
  let next = 0;
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: atOnce }, async () => {
      while (next < prepared.length) {
        const index = next++;
        sent[index] = await send(url, prepared[index], retryBusyAfterMs, keptAlive);
      }
    }),
  );
  keptAlive?.destroy();
  const cpu = process.cpuUsage(cpuBefore);
  return { sent, ms: performance.now() - started, cpuMs: (cpu.user + cpu.system) / 1000 };
}

// --- commands -----------------------------------------------------------------------------------

type Command =
  | { id: number; cmd: "reset" }
  | { id: number; cmd: "counts" }
  | {
      id: number;
      cmd: "send";
      inbox: string;
      target: string;
      jobs: Job[];
      atOnce: number;
      retryBusyAfterMs: number | null;
      keepAlive: boolean;
    };

const port = await new Promise<number>((resolve) => server.listen(0, "0.0.0.0", () => resolve((server.address() as AddressInfo).port)));
process.on("message", (message: Command) => {
  const reply = (result: unknown) => process.send!({ id: message.id, result });
  switch (message.cmd) {
    case "reset":
      reset();
      return reply(null);
    case "counts":
      return reply(snapshot());
    case "send":
      void sendAll(message.inbox, message.target, message.jobs, message.atOnce, message.retryBusyAfterMs, message.keepAlive).then(
        reply,
        (error: unknown) => process.send!({ id: message.id, error: String(error) }),
      );
  }
});
process.on("disconnect", () => process.exit(0));
process.send!({ ready: port });
