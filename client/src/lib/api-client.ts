/**
 * The one place the client talks HTTP (fetch, and XMLHttpRequest for uploads that show their progress). Everything else goes through these helpers so cookies,
 * JSON handling and the spec's error shape ('{status}: {body text}') stay uniform.
 */

export class ApiError extends Error {
  readonly status: number;
  /** The parsed JSON body when the server sent one (usually `{ error, details? }`). */
  readonly body: unknown;

  constructor(status: number, message: string, body: unknown) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.body = body;
  }
}

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface RequestOptions {
  /** Lets TanStack Query cancel a request whose result nobody wants any more. */
  signal?: AbortSignal;
  /**
   * A 401 throws by default; "returnNull" makes it an empty result instead, for
   * "who is signed in?" questions where signed out is an answer, not a failure.
   */
  on401?: "throw" | "returnNull";
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A file sent as the request body itself (uploads), with its own media type. */
export interface RawBody {
  raw: Blob;
  contentType: string;
}

const isRawBody = (body: unknown): body is RawBody =>
  typeof body === "object" && body !== null && "raw" in body && body.raw instanceof Blob;

async function send(method: HttpMethod, url: string, body: unknown, options: RequestOptions): Promise<Response> {
  const hasBody = body !== undefined;
  const raw = isRawBody(body);
  const response = await fetch(url, {
    method,
    credentials: "include",
    headers: raw ? { "Content-Type": body.contentType } : hasBody ? { "Content-Type": "application/json" } : undefined,
    body: raw ? body.raw : hasBody ? JSON.stringify(body) : undefined,
    signal: options.signal,
  });

  if (!response.ok) {
    const text = await response.text();
    throw new ApiError(response.status, `${response.status}: ${text || response.statusText}`, parseJson(text));
  }
  return response;
}

async function readBody<T>(response: Response): Promise<T> {
  // 204s and empty bodies are legitimate answers to deletes and approvals.
  const text = await response.text();
  if (!text) return undefined as T;
  const isJson = response.headers.get("Content-Type")?.includes("json") ?? false;
  return (isJson ? JSON.parse(text) : text) as T;
}

export async function apiRequest<T>(
  method: HttpMethod,
  url: string,
  body: unknown,
  options: RequestOptions & { on401: "returnNull" },
): Promise<T | null>;
export async function apiRequest<T>(method: HttpMethod, url: string, body?: unknown, options?: RequestOptions): Promise<T>;
export async function apiRequest<T>(method: HttpMethod, url: string, body?: unknown, options: RequestOptions = {}): Promise<T | null> {
  try {
    return await readBody<T>(await send(method, url, body, options));
  } catch (error) {
    if (options.on401 === "returnNull" && error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** For paged lists: the server reports the full count in `X-Total-Count`. */
export async function apiGetWithTotal<T>(url: string, options: RequestOptions = {}): Promise<{ items: T; total: number }> {
  const response = await send("GET", url, undefined, options);
  const items = await readBody<T>(response);
  const header = Number.parseInt(response.headers.get("X-Total-Count") ?? "", 10);
  // Without the header, the best honest answer is "what we got is all there is".
  const total = Number.isFinite(header) ? header : Array.isArray(items) ? items.length : 0;
  return { items, total };
}

/** The `error` the server put in its JSON answer (the project's error shape), if any. */
export function serverMessage(error: unknown): string | undefined {
  if (error instanceof ApiError && error.body && typeof error.body === "object" && "error" in error.body) {
    const message = (error.body as { error: unknown }).error;
    if (typeof message === "string" && message.trim()) return message;
  }
  return undefined;
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
