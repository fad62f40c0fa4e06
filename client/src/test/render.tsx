import { vi } from "vitest";
import { render, type RenderResult } from "@testing-library/react";
import type { ReactElement } from "react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { AppProviders } from "@/app/providers";
import { createQueryClient } from "@/lib/query-client";
import type { ApiResponse, ApiRoute } from "@shared/api-responses";
import type { ErrorResponse } from "@shared/types";

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

/**
 * XMLHttpRequest as `apiUpload` uses it, answered by the stubbed fetch, so one stub serves both and
 * records the upload like any request. The whole body counts as sent before the answer is asked for.
 */
class FetchBackedXhr {
  status = 0;
  statusText = "";
  responseText = "";
  withCredentials = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private method = "GET";
  private url = "";
  private headers: Record<string, string> = {};
  private responseHeaders = new Headers();

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  getResponseHeader(name: string) {
    return this.responseHeaders.get(name);
  }

  abort() {
    this.onabort?.();
  }

  send(body: Blob | null) {
    const size = body?.size ?? 0;
    this.upload.onprogress?.(new ProgressEvent("progress", { lengthComputable: true, loaded: size, total: size }));
    void (async () => {
      try {
        const response = await fetch(this.url, { method: this.method, headers: this.headers, body, credentials: "include" });
        this.status = response.status;
        this.statusText = response.statusText;
        this.responseHeaders = response.headers;
        this.responseText = await response.text();
        this.onload?.();
      } catch {
        this.onerror?.();
      }
    })();
  }
}

function stubNetwork(spy: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>) {
  vi.stubGlobal("fetch", spy);
  vi.stubGlobal("XMLHttpRequest", FetchBackedXhr);
}

type Route = (url: URL) => Response | Promise<Response>;

/** Stubs global fetch (and the uploads' XMLHttpRequest) with a handler that sees each request's parsed URL; returns the spy. */
export function stubFetch(route: Route) {
  const spy = vi.fn(async (input: RequestInfo | URL) => route(requestUrl(input)));
  stubNetwork(spy);
  return spy;
}

export interface FakeRequest {
  method: string;
  path: string;
  body: unknown;
}

type Handler = (request: FakeRequest) => Response | Promise<Response>;

/** Stubs fetch (and the uploads' XMLHttpRequest) with a handler that sees the method, the path and the parsed JSON body; records every request. */
export function routeFetch(handler: Handler) {
  const requests: FakeRequest[] = [];
  const spy = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = requestUrl(input);
    const text = typeof init.body === "string" ? init.body : undefined;
    const request = { method: (init.method ?? "GET").toUpperCase(), path: url.pathname, body: text ? JSON.parse(text) : undefined };
    requests.push(request);
    return handler(request);
  });
  stubNetwork(spy);
  return { spy, requests };
}

interface ReplyInit {
  status?: number;
  headers?: Record<string, string>;
}

function jsonResponse(body: unknown, { status = 200, headers }: ReplyInit): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });
}

/**
 * The server's answer to a route, in the shape shared/api-responses.ts gives that route: a stub
 * cannot answer what the server never would (its OpenAPI test checks the same shapes against real answers).
 */
export function reply<R extends ApiRoute>(_route: R, body: ApiResponse<R>, init: ReplyInit = {}): Response {
  return jsonResponse(body, init);
}

/** An error answer in the server's error shape: `{ error }`, with details when there are any. */
export function replyError(status: number, error: string | ErrorResponse, headers?: Record<string, string>): Response {
  return jsonResponse(typeof error === "string" ? { error } : error, { status, headers });
}

/** A JSON body no route answers with, for the tests of how a screen copes with a broken server. */
export function replyMalformed(body: unknown): Response {
  return jsonResponse(body, {});
}
