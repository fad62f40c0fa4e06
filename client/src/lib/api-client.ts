/**
 * The one place the client talks HTTP (fetch, and XMLHttpRequest for uploads that show their progress). Everything else goes through these helpers so cookies,
 * JSON handling and the spec's error shape ('{status}: {body text}', spec §8) stay uniform.
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
   * Spec §7: a 401 throws by default; "returnNull" makes it an empty result instead, for
   * "who is signed in?" questions where signed out is an answer, not a failure.
   */
  on401?: "throw" | "returnNull";
}

function parseJson(text: string): unknown {
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

const isRawBody = (body: unknown): body is RawBody => typeof body === "object" && body !== null && "raw" in body && body.raw instanceof Blob;

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
export async function apiRequest<T>(
  method: HttpMethod,
  url: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T | null> {
  try {
    return await readBody<T>(await send(method, url, body, options));
  } catch (error) {
    if (options.on401 === "returnNull" && error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export interface UploadOptions {
  /** Bytes sent so far of the body's size, as the browser reports them. */
  onProgress?: (sent: number, total: number) => void;
}

/**
 * A file sent as the body with its progress reported: fetch cannot tell how much of a body has gone,
 * XMLHttpRequest can. Same cookies, and the same errors as `apiRequest` ('{status}: {body text}').
 */
export function apiUpload<T>(url: string, body: RawBody, { onProgress }: UploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.withCredentials = true;
    request.setRequestHeader("Content-Type", body.contentType);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded, event.total);
    };
    request.onload = () => {
      const text = request.responseText;
      if (request.status < 200 || request.status >= 300) {
        reject(new ApiError(request.status, `${request.status}: ${text || request.statusText}`, parseJson(text)));
        return;
      }
      const isJson = request.getResponseHeader("Content-Type")?.includes("json") ?? false;
      resolve((text ? (isJson ? JSON.parse(text) : text) : undefined) as T);
    };
    // What fetch throws when the network fails, so callers handle both alike.
    request.onerror = () => reject(new TypeError("Failed to fetch"));
    request.onabort = () => reject(new DOMException("The upload was aborted.", "AbortError"));
    request.send(body.raw);
  });
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
