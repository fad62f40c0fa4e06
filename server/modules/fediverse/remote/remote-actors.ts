import type { Clock } from "../../../lib/clock";
import { boundedRequest, OutgoingRequestError } from "../../../lib/outgoing/bounded-request";
import type { FediverseActorRecord } from "../../../store/repositories/fediverse-actors.record";
import type { FediverseActorsRepository } from "../../../store/repositories/fediverse-actors.repository";
import type { SignedHeaders } from "../signatures/sign-request";

export interface RemoteFetchLimits {
  timeoutMs: number;
  maxBytes: number;
  allowPrivateHosts: boolean;
}

/** An account fetched again after this long, so a changed name or inbox is learnt. */
const REFRESH_AFTER_MS = 24 * 60 * 60 * 1000;
/**
 * Accounts fetched at once, at most: a flood of messages naming keys on many fake servers would
 * otherwise open a connection (and hold a request's memory for up to its timeout) for each.
 */
const FETCHES_AT_ONCE = 16;

/** Too many fetches under way: the message is refused for now (429), and its server tries again later. */
export class FetchesBusyError extends Error {
  constructor() {
    super("the blog is fetching too many accounts at once; try again shortly");
    this.name = "FetchesBusyError";
  }
}

/** A key that failed to verify is fetched again (the account may have a new one), but not more often than this. */
const REFETCH_KEY_AFTER_MS = 60_000;

const text = (value: unknown): string | null => (typeof value === "string" && value.length <= 2048 ? value : null);
/** A link the blog may show (a profile page): http or https only, never a script. */
export const webAddress = (value: unknown): string | null => {
  const address = text(value);
  return address && /^https?:\/\//i.test(address) ? address : null;
};
const idOf = (value: unknown): string | null =>
  text(value) ?? (value && typeof value === "object" ? text((value as { id?: unknown }).id) : null);

function sameOrigin(a: string, b: string): boolean {
  try {
    return new URL(a).origin === new URL(b).origin;
  } catch {
    return false;
  }
}

interface PublicKey {
  id: string;
  owner: string;
  publicKeyPem: string;
}

function publicKeysOf(document: Record<string, unknown>): PublicKey[] {
  const listed = Array.isArray(document.publicKey) ? document.publicKey : [document.publicKey];
  const keys: PublicKey[] = [];
  for (const entry of listed as unknown[]) {
    if (!entry || typeof entry !== "object") continue;
    const key = entry as Record<string, unknown>;
    const id = text(key.id);
    const owner = idOf(key.owner);
    const pem = typeof key.publicKeyPem === "string" && key.publicKeyPem.length < 16_384 ? key.publicKeyPem : null;
    if (id && owner && pem) keys.push({ id, owner, publicKeyPem: pem });
  }
  return keys;
}

/** The account a fetched document describes, or null when it is not one (or claims another server's id). */
function actorFrom(document: Record<string, unknown>, fetchedFrom: string, keyId: string | null, now: Date): FediverseActorRecord | null {
  const id = text(document.id);
  const inbox = text(document.inbox);
  if (!id || !inbox || !webAddress(id) || !webAddress(inbox) || !sameOrigin(id, fetchedFrom)) return null;
  const keys = publicKeysOf(document).filter((key) => key.owner === id);
  const key = (keyId ? keys.find((candidate) => candidate.id === keyId) : undefined) ?? keys[0];
  if (!key) return null;
  const endpoints = document.endpoints && typeof document.endpoints === "object" ? (document.endpoints as Record<string, unknown>) : {};
  const username = text(document.preferredUsername);
  const host = new URL(id).host;
  const alsoKnownAs = Array.isArray(document.alsoKnownAs) ? document.alsoKnownAs.map(idOf).filter((value) => value !== null) : [];
  return {
    _id: id,
    keyId: key.id,
    publicKeyPem: key.publicKeyPem,
    inbox,
    sharedInbox: webAddress(endpoints.sharedInbox),
    handle: username ? `@${username}@${host}` : id,
    // No name of its own: the handle stands in, as Mastodon shows such an account.
    name: (text(document.name)?.trim() || (username ? `@${username}@${host}` : id)).slice(0, 200),
    url: webAddress(document.url) ?? id,
    alsoKnownAs: alsoKnownAs.slice(0, 20),
    fetchedAt: now,
  };
}

/**
 * Other servers' accounts and their keys: fetched with a signed GET (servers in "authorized fetch"
 * mode answer nothing else), within the limits every outgoing request has, and kept in the store.
 */
export function createRemoteActors({
  actors,
  sign,
  limits,
  clock,
}: {
  actors: FediverseActorsRepository;
  sign: SignedHeaders;
  limits: RemoteFetchLimits;
  clock: Clock;
}) {
  async function fetchDocument(url: string): Promise<Record<string, unknown>> {
    const response = await boundedRequest({ method: "GET", url, headers: await sign("GET", url), ...limits });
    if (response.status !== 200) throw new OutgoingRequestError(`${new URL(url).host} answered ${response.status}`, response.status >= 500);
    try {
      const parsed: unknown = JSON.parse(response.body.toString("utf8"));
      if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
    } catch {
      // Reported below, as any other answer that is not an account.
    }
    throw new OutgoingRequestError(`${new URL(url).host} did not answer with an ActivityPub document`, false);
  }

  // One fetch per address at a time: a burst of messages from one new account fetches it once.
  const underWay = new Map<string, Promise<FediverseActorRecord>>();

  function fetchActor(url: string, keyId: string | null): Promise<FediverseActorRecord> {
    const address = url.split("#")[0];
    const pending = underWay.get(address);
    if (pending) return pending;
    if (underWay.size >= FETCHES_AT_ONCE) return Promise.reject(new FetchesBusyError());
    const fetching = fetchAndKeep(address, keyId).finally(() => underWay.delete(address));
    underWay.set(address, fetching);
    return fetching;
  }

  /** Fetches an account by id (or by one of its keys' ids) and keeps it. */
  async function fetchAndKeep(address: string, keyId: string | null): Promise<FediverseActorRecord> {
    let document = await fetchDocument(address);
    // A key published on its own names its owner: the account is there.
    const owner = idOf(document.owner);
    if (!text(document.inbox) && owner && sameOrigin(owner, address)) document = await fetchDocument(owner);
    const actor = actorFrom(document, address, keyId, clock.now());
    if (!actor) throw new OutgoingRequestError(`${address} is not an account the blog can verify`, false);
    await actors.save(actor);
    return actor;
  }

  return {
    /** A known account as last fetched, fetching nothing: a Delete of an account the blog never knew is dropped on this. */
    known: (actorId: string) => actors.find(actorId),

    /** The account by id, fetched when unknown or stale. */
    async actor(actorId: string): Promise<FediverseActorRecord> {
      const kept = await actors.find(actorId);
      if (kept && clock.now().getTime() - kept.fetchedAt.getTime() < REFRESH_AFTER_MS) return kept;
      return fetchActor(actorId, null);
    },

    /** The account owning a key, fetched when unknown; `stale` fetches again a key that failed (a rotated key). */
    async byKeyId(keyId: string, { stale = false } = {}): Promise<FediverseActorRecord> {
      const kept = await actors.findByKeyId(keyId);
      const age = kept ? clock.now().getTime() - kept.fetchedAt.getTime() : Infinity;
      if (kept && age < REFRESH_AFTER_MS && !(stale && age > REFETCH_KEY_AFTER_MS)) return kept;
      return fetchActor(keyId, keyId);
    },

    forget: (actorId: string) => actors.forget(actorId),
  };
}

export type RemoteActors = ReturnType<typeof createRemoteActors>;
