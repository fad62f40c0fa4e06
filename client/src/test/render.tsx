import { vi } from "vitest";
import { render, type RenderResult } from "@testing-library/react";
import type { ReactElement } from "react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { AppProviders } from "@/app/providers";
import { createQueryClient } from "@/lib/query-client";

export interface AppRenderResult extends RenderResult {
  /** Every path the in-memory URL has held, oldest first. */
  history: string[];
  currentPath: () => string | undefined;
}

/** Renders inside the app's real providers, a fresh query cache and an in-memory URL the test can read. */
export function renderWithApp(ui: ReactElement, { path = "/" }: { path?: string } = {}): AppRenderResult {
  const location = memoryLocation({ path, record: true });
  const result = render(
    <AppProviders queryClient={createQueryClient()}>
      <Router hook={location.hook}>{ui}</Router>
    </AppProviders>,
  );
  return { ...result, history: location.history!, currentPath: () => location.history!.at(-1) };
}

function requestUrl(input: RequestInfo | URL): URL {
  const raw = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
  return new URL(raw, "http://localhost");
}

type Route = (url: URL) => Response | Promise<Response>;

/** Stubs global fetch with a handler that sees each request's parsed URL; returns the spy. */
export function stubFetch(route: Route) {
  const spy = vi.fn(async (input: RequestInfo | URL) => route(requestUrl(input)));
  vi.stubGlobal("fetch", spy);
  return spy;
}

export interface FakeRequest {
  method: string;
  path: string;
  body: unknown;
}

type Handler = (request: FakeRequest) => Response | Promise<Response>;

/** Stubs fetch with a handler that sees the method, the path and the parsed JSON body; records every request. */
export function routeFetch(handler: Handler) {
  const requests: FakeRequest[] = [];
  const spy = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = requestUrl(input);
    const text = typeof init.body === "string" ? init.body : undefined;
    const request = { method: (init.method ?? "GET").toUpperCase(), path: url.pathname, body: text ? JSON.parse(text) : undefined };
    requests.push(request);
    return handler(request);
  });
  vi.stubGlobal("fetch", spy);
  return { spy, requests };
}

export function json(body: unknown, init: ResponseInit & { headers?: Record<string, string> } = {}): Response {
  return new Response(JSON.stringify(body), {
    status: init.status ?? 200,
    headers: { "Content-Type": "application/json", ...init.headers },
  });
}
