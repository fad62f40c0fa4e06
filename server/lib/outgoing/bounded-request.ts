import http, { type IncomingHttpHeaders } from "node:http";
import https from "node:https";
import { checkedLookup, isPrivateLiteral } from "./checked-lookup";

export interface BoundedRequest {
  method: "GET" | "POST";
  url: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** The whole exchange, connection to last byte. */
  timeoutMs: number;
  /** The most bytes of an answer read; a longer one is refused while it arrives. */
  maxBytes: number;
  /** Lets the request reach private, loopback and link-local addresses and plain http (tests, a LAN). */
  allowPrivateHosts: boolean;
}

export interface BoundedResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** Why a request to another server failed: `temporary` when trying again later may succeed (a timeout, a refused connection). */
export class OutgoingRequestError extends Error {
  constructor(
    message: string,
    readonly temporary: boolean,
  ) {
    super(message);
    this.name = "OutgoingRequestError";
  }
}

const PRIVATE_REASON = "a private or local address (see FEDIVERSE_FETCH_PRIVATE_HOSTS)";

function target(address: string, allowPrivateHosts: boolean): URL {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new OutgoingRequestError("not a web address", false);
  }
  if (url.protocol !== "https:" && !(allowPrivateHosts && url.protocol === "http:"))
    throw new OutgoingRequestError(`not an https address (${url.protocol.replace(/:$/, "")})`, false);
  if (!allowPrivateHosts && isPrivateLiteral(url.hostname)) throw new OutgoingRequestError(PRIVATE_REASON, false);
  return url;
}

function failure(error: unknown, url: URL): OutgoingRequestError {
  if (error instanceof OutgoingRequestError) return error;
  const code = (error as NodeJS.ErrnoException).code;
  if (code === "EPRIVATE") return new OutgoingRequestError(PRIVATE_REASON, false);
  if (code === "ENOTFOUND") return new OutgoingRequestError(`the host ${url.hostname} could not be found`, true);
  if (code === "ECONNREFUSED") return new OutgoingRequestError(`${url.host} refused the connection`, true);
  if (code === "ECONNRESET") return new OutgoingRequestError(`${url.host} closed the connection`, true);
  if (code === "ABORT_ERR" || (error as Error).name === "AbortError" || (error as Error).name === "TimeoutError")
    return new OutgoingRequestError(`no complete answer from ${url.host} in time`, true);
  return new OutgoingRequestError(`the request to ${url.host} failed (${code ?? (error as Error).message})`, true);
}

/**
 * One request to another server that cannot hold the process: https only, no private addresses
 * (checked on the address actually connected to), one time limit over the whole exchange, and a
 * byte limit on the answer counted as it arrives. Redirects are not followed.
 */
export function boundedRequest(request: BoundedRequest): Promise<BoundedResponse> {
  let url: URL;
  try {
    url = target(request.url, request.allowPrivateHosts);
  } catch (error) {
    return Promise.reject(error as Error);
  }
  const client = url.protocol === "https:" ? https : http;
  const signal = AbortSignal.timeout(request.timeoutMs);
  return new Promise<BoundedResponse>((resolve, reject) => {
    const outgoing = client.request(
      url,
      {
        method: request.method,
        signal,
        lookup: checkedLookup(request.allowPrivateHosts, PRIVATE_REASON),
        headers: { ...request.headers, ...(request.body ? { "content-length": String(request.body.length) } : {}) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        let bytes = 0;
        const tooBig = () => new OutgoingRequestError(`the answer from ${url.host} is over ${request.maxBytes} bytes`, false);
        if (Number(response.headers["content-length"]) > request.maxBytes) {
          response.destroy();
          return reject(tooBig());
        }
        response.on("data", (chunk: Buffer) => {
          bytes += chunk.length;
          if (bytes > request.maxBytes) {
            response.destroy();
            reject(tooBig());
            return;
          }
          chunks.push(chunk);
        });
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
        response.on("error", (error) => reject(failure(error, url)));
      },
    );
    outgoing.on("error", (error) => reject(failure(signal.aborted ? signal.reason : error, url)));
    outgoing.end(request.body);
  });
}
