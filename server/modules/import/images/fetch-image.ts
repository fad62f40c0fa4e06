import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import { checkedLookup, isPrivateLiteral } from "../../../lib/outgoing/checked-lookup";
import { type ImageType, imageTypeOf } from "./image-type";

/** Why one image was not brought home, in words for the import's report. */
export class ImageFetchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ImageFetchError";
  }
}

export interface FetchedImage {
  data: Buffer;
  type: ImageType;
  /** Where the bytes came from, after redirects. */
  url: string;
}

/** Downloads one image; throws ImageFetchError with the reason when it cannot. */
export type FetchImage = (url: string) => Promise<FetchedImage>;

export interface ImageFetcherOptions {
  /** The whole download, redirects included, connection to last byte. */
  timeoutMs: number;
  maxBytes: number;
  /** Lets the fetcher reach private, loopback and link-local addresses (IMPORT_FETCH_PRIVATE_HOSTS; tests). */
  allowPrivateHosts?: boolean;
}

const MAX_REDIRECTS = 3;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const PRIVATE_REASON = "a private or local address, which imports do not fetch from (see IMPORT_FETCH_PRIVATE_HOSTS)";

function parseAddress(address: string): URL {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new ImageFetchError("not a web address");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    throw new ImageFetchError(`not an http or https address (${url.protocol.replace(/:$/, "")})`);
  return url;
}

function networkReason(error: unknown, url: URL): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === "EPRIVATE") return PRIVATE_REASON;
  if (code === "ENOTFOUND" || code === "EAI_AGAIN") return `the host ${url.hostname} could not be found`;
  if (code === "ECONNREFUSED") return `${url.host} refused the connection`;
  if (code === "ECONNRESET") return `${url.host} closed the connection`;
  if (code?.startsWith("ERR_TLS") || code?.includes("CERT")) return `${url.host}'s certificate could not be trusted (${code})`;
  return `the download failed (${code ?? (error as Error).message})`;
}

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB` : `${Math.round(bytes / 1024)} KB`;

type Answer = { redirect: string } | { data: Buffer };

function download(url: URL, signal: AbortSignal, options: ImageFetcherOptions): Promise<Answer> {
  const client = url.protocol === "https:" ? https : http;
  return new Promise<Answer>((resolve, reject) => {
    const request = client.get(
      url,
      {
        signal,
        lookup: checkedLookup(options.allowPrivateHosts ?? false, PRIVATE_REASON),
        headers: { accept: "image/*", "user-agent": "Furrow importer" },
      },
      (response: IncomingMessage) => {
        const status = response.statusCode ?? 0;
        const location = response.headers.location;
        if (REDIRECTS.has(status) && location) {
          response.resume();
          return resolve({ redirect: location });
        }
        if (status !== 200) {
          response.resume();
          return reject(new ImageFetchError(`the server answered ${status}`));
        }
        const tooBig = () => new ImageFetchError(`larger than the ${sizeText(options.maxBytes)} limit`);
        // Content-Length only lets a refusal come early: the count while reading is what holds.
        if (Number(response.headers["content-length"]) > options.maxBytes) {
          response.destroy();
          return reject(tooBig());
        }
        const chunks: Buffer[] = [];
        let bytes = 0;
        response.on("data", (chunk: Buffer) => {
          bytes += chunk.length;
          if (bytes > options.maxBytes) {
            response.destroy();
            reject(tooBig());
            return;
          }
          chunks.push(chunk);
        });
        response.on("end", () => resolve({ data: Buffer.concat(chunks) }));
        response.on("error", reject);
      },
    );
    request.on("error", reject);
  });
}

/**
 * The importer's downloader: http(s) only, one time limit over the whole download, a byte limit
 * counted while the bytes arrive, the type told by the bytes themselves, at most 3 redirects (each
 * checked like the first), and no private addresses unless allowed.
 */
export function createImageFetcher(options: ImageFetcherOptions): FetchImage {
  return async (address) => {
    let url = parseAddress(address);
    const signal = AbortSignal.timeout(options.timeoutMs);
    try {
      for (let redirects = 0; ; redirects++) {
        if (!options.allowPrivateHosts && isPrivateLiteral(url.hostname)) throw new ImageFetchError(PRIVATE_REASON);
        const answer = await download(url, signal, options);
        if ("redirect" in answer) {
          if (redirects >= MAX_REDIRECTS) throw new ImageFetchError(`more than ${MAX_REDIRECTS} redirects`);
          url = parseAddress(new URL(answer.redirect, url).href);
          continue;
        }
        const type = imageTypeOf(answer.data);
        if (type === "svg") throw new ImageFetchError("an SVG image, which can carry scripts: not imported");
        if (!type) throw new ImageFetchError("not a JPEG, PNG, GIF, WebP or AVIF image");
        return { data: answer.data, type, url: url.href };
      }
    } catch (error) {
      if (signal.aborted) throw new ImageFetchError(`no complete answer within ${options.timeoutMs / 1000} s`);
      if (error instanceof ImageFetchError) throw error;
      throw new ImageFetchError(networkReason(error, url));
    }
  };
}
