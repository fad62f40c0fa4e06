// A stand-in Mastodon server for the blog's federation tests: it serves WebFinger and actors the
// way Mastodon does, checks every delivery to its inboxes with a signature library the blog does
// not use, and sends the blog activities signed (or spoiled) the way Mastodon signs them.
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { AS_CONTEXT, activityBuilders, type ActivityBuilders, type ActivityJson, type NoteJson } from "./stand-in-activities";
import {
  keyFromDocument,
  signedGetHeaders,
  signedPost,
  standInKeys,
  verifyDraftPost,
  type KeyLookup,
  type PublicKey,
  type SignatureScheme,
  type Tamper,
} from "./stand-in-signatures";
import { ACTIVITY_ACCEPT, answer, exchange, jsonObject, readBody, type HttpAnswer } from "./stand-in-http";

export type { ActivityJson, NoteJson, NoteOptions } from "./stand-in-activities";
export type { SignatureScheme, Tamper } from "./stand-in-signatures";
export { ACTIVITY_ACCEPT, exchange, type HttpAnswer } from "./stand-in-http";

export interface ReceivedRequest {
  path: string;
  headers: IncomingHttpHeaders;
  /** The body when it is a JSON object, else null. */
  body: ActivityJson | null;
  raw: string;
  /** Whether the signature, digest, key and actor all checked out, whatever status was answered. */
  verified: boolean;
  /** Why it was not verified. */
  reason?: string;
  /** What the inbox answered: 202, 401, or what failNext, gone or an unknown user made it. */
  status: number;
  at: Date;
}

export interface FetchRecord {
  path: string;
  headers: IncomingHttpHeaders;
  at: Date;
}

export interface UserOptions {
  displayName?: string;
  alsoKnownAs?: string[];
  /** Set on the old account after a Move, as Mastodon does. */
  movedTo?: string;
  /** The account is deleted: its actor, WebFinger and inbox answer 410. */
  gone?: boolean;
}

export interface SendOptions {
  as?: SignatureScheme;
  /** Whose keyId signs: a user of this stand-in; by default the activity's actor, else the first user. */
  user?: string;
  tamper?: Tamper;
  /** Sign with this user's keyId (a name here, or any keyId URL) while the actor stays: the "signed by another actor" case. */
  keyOf?: string;
  /** Added after signing, so they are not covered by the signature. */
  headers?: Record<string, string>;
}

export interface StandInOptions {
  /** The accounts hosted; alice alone by default. */
  users?: string[];
  /** Wait this long before answering any request. */
  delayMs?: number;
  /** Sign the GETs that fetch a sender's key, as a Mastodon in authorized-fetch mode does. */
  signKeyFetches?: boolean;
}

export interface StandInMastodon extends ActivityBuilders {
  /** `http://127.0.0.1:PORT` */
  origin: string;
  /** `127.0.0.1:PORT`: the domain of the accounts' handles. */
  host: string;
  /** Every POST to an inbox, in arrival order. */
  received: ReceivedRequest[];
  /** Every GET, so a test can count the blog's look-ups. */
  fetched: FetchRecord[];
  publicKeyPem: string;
  /** Adds an account, or changes one already there. */
  addUser(name: string, options?: UserOptions): void;
  actorId(user?: string): string;
  keyId(user?: string): string;
  inbox(user?: string): string;
  sharedInbox: string;
  /** `alice@127.0.0.1:PORT` */
  acct(user?: string): string;
  /** The next `count` inbox POSTs answer `status` (checked and recorded all the same). */
  failNext(count: number, status?: number): void;
  /** From now on the account (or, without a name, the whole server) answers 410 Gone. */
  goneFrom(user?: string): void;
  revive(user?: string): void;
  setDelay(ms: number): void;
  /** The first record, already in or yet to come, that matches; rejects after timeoutMs (10 s). */
  waitFor(predicate: (record: ReceivedRequest) => boolean, options?: { timeoutMs?: number }): Promise<ReceivedRequest>;
  /** waitFor an accepted (verified, 202) activity of this type. */
  waitForActivity(type: string, match?: (activity: ActivityJson) => boolean, options?: { timeoutMs?: number }): Promise<ActivityJson>;
  /** Bodies of the accepted (verified, 202) deliveries, of one type if given. */
  activities(type?: string): ActivityJson[];
  clear(): void;
  send(inboxUrl: string, activity: object, options?: SendOptions): Promise<HttpAnswer>;
  /** GET as a user of this stand-in, signed over `(request-target) host date`. */
  signedGet(url: string, options?: { user?: string; accept?: string }): Promise<HttpAnswer & { json: unknown }>;
  close(): Promise<void>;
}

interface User {
  displayName: string;
  alsoKnownAs: string[];
  movedTo?: string;
  gone: boolean;
}

const summary = (record: ReceivedRequest) =>
  `${record.path} ${record.body?.type ?? "(no JSON)"} → ${record.status}${record.verified ? "" : ` (${record.reason})`}`;

export async function startStandInMastodon(options: StandInOptions = {}): Promise<StandInMastodon> {
  const { publicKeyPem, privateKeyPem } = standInKeys();
  const users = new Map<string, User>();
  const notes = new Map<string, NoteJson | null>();
  const received: ReceivedRequest[] = [];
  const fetched: FetchRecord[] = [];
  const listeners = new Set<(record: ReceivedRequest) => void>();
  const keyCache = new Map<string, PublicKey>();
  let failures = { count: 0, status: 503 };
  let serverGone = false;
  let delayMs = options.delayMs ?? 0;

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500);
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  const origin = `http://${host}`;

  const firstUser = () => users.keys().next().value ?? "alice";
  const actorId = (user = firstUser()) => `${origin}/users/${encodeURIComponent(user)}`;
  const keyId = (user?: string) => `${actorId(user)}#main-key`;
  const localUser = (actor: unknown) =>
    typeof actor === "string" && actor.startsWith(`${origin}/users/`)
      ? decodeURIComponent(actor.slice(`${origin}/users/`.length))
      : undefined;

  const record = (entry: Omit<ReceivedRequest, "at">) => {
    const full = { ...entry, at: new Date() };
    received.push(full);
    for (const listener of [...listeners]) listener(full);
  };

  const lookupKey: KeyLookup = async (id, fresh) => {
    const cached = keyCache.get(id);
    if (cached && !fresh) return { ...cached, cached: true };
    const url = new URL(id);
    url.hash = "";
    const got = options.signKeyFetches ? await signedGet(url.href) : await exchange(url, "GET", { accept: ACTIVITY_ACCEPT });
    if (got.status !== 200) throw new Error(`GET ${url.href} answered ${got.status}`);
    const key = keyFromDocument(jsonObject(got.body), id);
    keyCache.set(id, key);
    return { ...key, cached: false };
  };

  async function signedGet(url: string, { user, accept = ACTIVITY_ACCEPT }: { user?: string; accept?: string } = {}) {
    const target = new URL(url);
    const got = await exchange(target, "GET", signedGetHeaders(target, keyId(user), privateKeyPem, accept));
    return { ...got, json: jsonObject(got.body) };
  }

  function inboxStatus(user: string | undefined, verified: boolean) {
    if (user !== undefined && !users.has(user)) return 404;
    if (failures.count > 0) {
      failures.count -= 1;
      return failures.status;
    }
    if (serverGone || (user !== undefined && users.get(user)?.gone)) return 410;
    return verified ? 202 : 401;
  }

  async function inbox(req: IncomingMessage, res: ServerResponse, path: string, user: string | undefined) {
    const raw = await readBody(req);
    if (raw === null) {
      record({ path, headers: req.headers, body: null, raw: "", verified: false, reason: "body over 1 MB", status: 413 });
      return answer(res, 413);
    }
    const body = jsonObject(raw.toString("utf8"));
    const verdict =
      user !== undefined && !users.has(user)
        ? { verified: false as const, reason: `no user ${user}` }
        : await verifyDraftPost(req, raw, body, lookupKey);
    const status = inboxStatus(user, verdict.verified);
    record({ path, headers: req.headers, body, raw: raw.toString("utf8"), ...verdict, status });
    answer(res, status);
  }

  function webfinger(res: ServerResponse, resource: string | null) {
    if (!resource) return answer(res, 400);
    const acct = /^(?:acct:)?@?([^@/]+)@([^@/]+)$/.exec(resource);
    const name = acct ? (acct[2] === host ? acct[1] : undefined) : localUser(resource);
    const user = name === undefined ? undefined : users.get(name);
    if (name === undefined || !user) return answer(res, 404);
    if (serverGone || user.gone) return answer(res, 410);
    const profile = `${origin}/@${name}`;
    answer(
      res,
      200,
      {
        subject: `acct:${name}@${host}`,
        aliases: [profile, actorId(name)],
        links: [
          { rel: "http://webfinger.net/rel/profile-page", type: "text/html", href: profile },
          { rel: "self", type: "application/activity+json", href: actorId(name) },
          { rel: "http://ostatus.org/schema/1.0/subscribe", template: `${origin}/authorize_interaction?uri={uri}` },
        ],
      },
      "application/jrd+json; charset=utf-8",
    );
  }

  function person(name: string, user: User) {
    const id = actorId(name);
    return {
      "@context": [AS_CONTEXT, "https://w3id.org/security/v1"],
      id,
      type: "Person",
      following: `${id}/following`,
      followers: `${id}/followers`,
      inbox: `${id}/inbox`,
      outbox: `${id}/outbox`,
      preferredUsername: name,
      name: user.displayName,
      summary: "",
      url: `${origin}/@${name}`,
      manuallyApprovesFollowers: false,
      discoverable: true,
      published: "2024-01-01T00:00:00Z",
      endpoints: { sharedInbox: `${origin}/inbox` },
      publicKey: { id: keyId(name), owner: id, publicKeyPem },
      ...(user.alsoKnownAs.length > 0 ? { alsoKnownAs: user.alsoKnownAs } : {}),
      ...(user.movedTo ? { movedTo: user.movedTo } : {}),
    };
  }

  function userResource(res: ServerResponse, name: string, part: string | undefined) {
    const user = users.get(name);
    if (!user) return answer(res, 404);
    if (serverGone || user.gone) return answer(res, 410);
    if (!part) return answer(res, 200, person(name, user));
    answer(res, 200, {
      "@context": AS_CONTEXT,
      id: `${actorId(name)}/${part}`,
      type: "OrderedCollection",
      totalItems: 0,
      orderedItems: [],
    });
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    if (delayMs > 0) await sleep(delayMs, undefined, { ref: false });
    const url = new URL(req.url ?? "/", origin);
    const userPath = /^\/users\/([^/]+)(?:\/(inbox|outbox|followers|following))?$/.exec(url.pathname);
    const user = userPath ? decodeURIComponent(userPath[1]) : undefined;
    if (req.method === "POST" && url.pathname === "/inbox") return inbox(req, res, url.pathname, undefined);
    if (req.method === "POST" && userPath?.[2] === "inbox") return inbox(req, res, url.pathname, user);
    if (req.method !== "GET" && req.method !== "HEAD") return answer(res, 405);
    fetched.push({ path: `${url.pathname}${url.search}`, headers: req.headers, at: new Date() });
    if (url.pathname === "/.well-known/webfinger") return webfinger(res, url.searchParams.get("resource"));
    if (user !== undefined) return userResource(res, user, userPath?.[2]);
    if (url.pathname === "/authorize_interaction") return answer(res, 200, `<p>Interact with ${url.searchParams.get("uri")}</p>`);
    if (url.pathname.startsWith("/@")) return answer(res, 200, `<h1>${url.pathname.slice(1)}</h1>`);
    const note = notes.get(`${origin}${url.pathname}`);
    if (note === undefined) return answer(res, 404);
    answer(res, note === null ? 410 : 200, note ?? undefined);
  }

  const waitFor: StandInMastodon["waitFor"] = (predicate, { timeoutMs = 10_000 } = {}) =>
    new Promise((resolve, reject) => {
      // Checked inside the executor, so a predicate that throws rejects rather than throwing at the caller.
      const already = received.find(predicate);
      if (already) return resolve(already);
      const stop = () => {
        clearTimeout(timer);
        listeners.delete(listener);
      };
      const listener = (entry: ReceivedRequest) => {
        let matches: boolean;
        try {
          matches = predicate(entry);
        } catch (error) {
          stop();
          return reject(error instanceof Error ? error : new Error(String(error)));
        }
        if (!matches) return;
        stop();
        resolve(entry);
      };
      const timer = setTimeout(() => {
        stop();
        const seen = received.length === 0 ? "nothing" : received.map(summary).join("; ");
        reject(new Error(`stand-in Mastodon ${origin}: no matching inbox POST within ${timeoutMs} ms; received ${seen}`));
      }, timeoutMs);
      listeners.add(listener);
    });

  const accepted = (entry: ReceivedRequest) => entry.verified && entry.status === 202 && entry.body !== null;
  const setGone = (gone: boolean, name?: string) => {
    if (name === undefined) return void (serverGone = gone);
    const user = users.get(name);
    if (!user) throw new Error(`stand-in Mastodon has no user ${name}`);
    user.gone = gone;
  };

  const stand: StandInMastodon = {
    origin,
    host,
    received,
    fetched,
    publicKeyPem,
    sharedInbox: `${origin}/inbox`,
    addUser(name, { displayName, alsoKnownAs, movedTo, gone } = {}) {
      const before = users.get(name);
      users.set(name, {
        displayName: displayName ?? before?.displayName ?? name[0].toUpperCase() + name.slice(1),
        alsoKnownAs: alsoKnownAs ?? before?.alsoKnownAs ?? [],
        movedTo: movedTo ?? before?.movedTo,
        gone: gone ?? before?.gone ?? false,
      });
    },
    actorId,
    keyId,
    inbox: (user) => `${actorId(user)}/inbox`,
    acct: (user = firstUser()) => `${user}@${host}`,
    failNext(count, status = 503) {
      failures = { count, status };
    },
    goneFrom: (user) => setGone(true, user),
    revive: (user) => setGone(false, user),
    setDelay(ms) {
      delayMs = ms;
    },
    waitFor,
    async waitForActivity(type, match = () => true, waitOptions) {
      const found = await waitFor((entry) => accepted(entry) && entry.body!.type === type && match(entry.body!), waitOptions);
      return found.body!;
    },
    activities: (type) =>
      received.filter((entry) => accepted(entry) && (type === undefined || entry.body!.type === type)).map((entry) => entry.body!),
    clear() {
      received.length = 0;
      fetched.length = 0;
    },
    send(inboxUrl, activity, { as = "draft", user, tamper, keyOf, headers = {} } = {}) {
      const url = new URL(inboxUrl);
      const signer = user ?? localUser((activity as { actor?: unknown }).actor) ?? firstUser();
      const signingKey = keyOf === undefined ? keyId(signer) : keyOf.includes("://") ? keyOf : keyId(keyOf);
      const post = signedPost({ url, body: JSON.stringify(activity), keyId: signingKey, privateKeyPem, scheme: as, tamper });
      const extra = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
      return exchange(url, "POST", { ...post.headers, ...extra }, post.body);
    },
    signedGet,
    ...activityBuilders(actorId, (id, note) => notes.set(id, note)),
    close: () =>
      new Promise<void>((resolve, reject) => {
        if (!server.listening) return resolve();
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
  for (const name of options.users ?? ["alice"]) stand.addUser(name);
  return stand;
}
