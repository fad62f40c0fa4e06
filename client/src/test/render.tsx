import { vi } from "vitest";
import { render, type RenderResult } from "@testing-library/react";
import type { ReactElement } from "react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { AppProviders } from "@/app/providers";
import { createQueryClient } from "@/lib/query-client";

/** Renders inside the app's real providers, a fresh query cache and an in-memory URL. */
export function renderWithApp(ui: ReactElement, { path = "/" }: { path?: string } = {}): RenderResult {
  const { hook } = memoryLocation({ path });
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <Router hook={hook}>{ui}</Router>
    </AppProviders>,
  );
}

type Route = (url: URL) => Response | Promise<Response>;

/** Stubs global fetch with a handler that sees each request's parsed URL; returns the spy. */
export function stubFetch(route: Route) {
  const spy = vi.fn(async (input: RequestInfo | URL) => {
    const raw = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    return route(new URL(raw, "http://localhost"));
  });
  vi.stubGlobal("fetch", spy);
  return spy;
}

export function json(body: unknown, init: ResponseInit & { headers?: Record<string, string> } = {}): Response {
  return new Response(JSON.stringify(body), {
    status: init.status ?? 200,
    headers: { "Content-Type": "application/json", ...init.headers },
  });
}
