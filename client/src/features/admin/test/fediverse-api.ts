import { vi } from "vitest";
import type { FediverseDelivery, FediverseFollower, FediverseImportedPosts, FediverseOverview, FediverseReactions } from "@shared/types";
import { reply, replyError } from "@/test/render";

/** @name@mastodon.example, followed on Nov 20. */
export function makeFollower(name: string, overrides: Partial<FediverseFollower> = {}): FediverseFollower {
  const server = overrides.server ?? "mastodon.example";
  return {
    id: `https://${server}/users/${name}`,
    handle: `@${name}@${server}`,
    name: name[0].toUpperCase() + name.slice(1),
    url: `https://${server}/@${name}`,
    server,
    followedAt: "2026-11-20T09:00:00.000Z",
    ...overrides,
  };
}

export function makeFediverseOverview(overrides: Partial<FediverseOverview> = {}): FediverseOverview {
  const none = { pending: 0, working: 0, done: 0, failed: 0, cancelled: 0 };
  return {
    handle: "@furrow@blog.example",
    actorUrl: "https://blog.example/fediverse/actor",
    followers: 0,
    deliveries: none,
    inbox: none,
    inboxToday: 12,
    caps: { perServerPerDay: 500, perDay: 5000, repliesPerServerPerDay: 20 },
    ...overrides,
  };
}

export function makeDelivery(id: string, overrides: Partial<FediverseDelivery> = {}): FediverseDelivery {
  return {
    id,
    kind: "Create",
    server: "mastodon.example",
    status: "done",
    attempts: 1,
    lastError: null,
    createdAt: "2026-11-26T05:00:00.000Z",
    nextAttemptAt: "2026-11-26T05:00:00.000Z",
    ...overrides,
  };
}

export interface FediverseRequest {
  method: string;
  path: string;
  /** The followers page asked for, when the request names one. */
  page: number | undefined;
  body: unknown;
}

type Answer = (request: FediverseRequest) => Response | Promise<Response> | undefined;

/**
 * The admin fediverse API over a follower list the test can read: removing one takes it off the
 * list, as the server does. `answer` answers chosen requests first; anything unanswered is a 404.
 * Not routeFetch: the followers' page travels in the query, which routeFetch leaves out.
 */
export function serveFediverse({
  overview = makeFediverseOverview(),
  followers = [],
  latest = [],
  reactions = [],
  imported = [],
  answer = () => undefined,
}: {
  overview?: FediverseOverview;
  followers?: FediverseFollower[];
  latest?: FediverseDelivery[];
  reactions?: FediverseReactions;
  /** Imported posts; sending one queues it for one server the first time, none after, as the server's version check does. */
  imported?: FediverseImportedPosts;
  answer?: Answer;
} = {}) {
  let stored = [...followers];
  const sent = new Set<string>();
  const requests: FediverseRequest[] = [];
  const route = (request: FediverseRequest): Response | Promise<Response> => {
    const special = answer(request);
    if (special) return special;
    const { method, path, page = 1, body } = request;
    if (path === "/api/admin/fediverse") return reply("GET /api/admin/fediverse", { ...overview, followers: stored.length });
    if (path === "/api/admin/fediverse/followers")
      return reply("GET /api/admin/fediverse/followers", { items: stored.slice((page - 1) * 50, page * 50), total: stored.length });
    if (path === "/api/admin/fediverse/followers/remove" && method === "POST") {
      const { actorId } = body as { actorId: string };
      if (!stored.some((follower) => follower.id === actorId)) return replyError(404, "No such follower");
      stored = stored.filter((follower) => follower.id !== actorId);
      return reply("POST /api/admin/fediverse/followers/remove", { ok: true });
    }
    if (path === "/api/admin/fediverse/deliveries")
      return reply("GET /api/admin/fediverse/deliveries", { counts: overview.deliveries, latest });
    if (path === "/api/admin/fediverse/reactions") return reply("GET /api/admin/fediverse/reactions", reactions);
    if (path === "/api/admin/fediverse/imported-posts") return reply("GET /api/admin/fediverse/imported-posts", imported);
    const sending = /^\/api\/admin\/fediverse\/posts\/([^/]+)\/send$/.exec(path);
    if (sending && method === "POST") {
      const queued = sent.has(sending[1]) ? 0 : 1;
      sent.add(sending[1]);
      return reply("POST /api/admin/fediverse/posts/{id}/send", { queued });
    }
    return replyError(404, "Not found");
  };
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), "http://localhost");
      const page = url.searchParams.get("page");
      const text = typeof init.body === "string" ? init.body : undefined;
      const request = {
        method: (init.method ?? "GET").toUpperCase(),
        path: url.pathname,
        page: page === null ? undefined : Number(page),
        body: text ? JSON.parse(text) : undefined,
      };
      requests.push(request);
      return route(request);
    }),
  );
  return { requests };
}
