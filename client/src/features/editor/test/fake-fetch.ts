import { vi } from "vitest";

export interface FakeRequest {
  method: string;
  path: string;
  body: unknown;
}

type Handler = (request: FakeRequest) => Response | Promise<Response>;

/** Stubs fetch with a handler that sees the method, the path and the parsed JSON body. */
export function routeFetch(handler: Handler) {
  const requests: FakeRequest[] = [];
  const spy = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const raw = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(raw, "http://localhost");
    const text = typeof init.body === "string" ? init.body : undefined;
    const request = { method: (init.method ?? "GET").toUpperCase(), path: url.pathname, body: text ? JSON.parse(text) : undefined };
    requests.push(request);
    return handler(request);
  });
  vi.stubGlobal("fetch", spy);
  return { spy, requests };
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}
