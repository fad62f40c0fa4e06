// The stand-in's plain HTTP plumbing, both ways.
import { request as httpRequest, type IncomingMessage, type ServerResponse } from "node:http";
import { request as httpsRequest } from "node:https";
import type { ActivityJson } from "./stand-in-activities";
import type { WireHeaders } from "./stand-in-signatures";

/** What Mastodon's fetches ask for. */
export const ACTIVITY_ACCEPT = "application/activity+json, application/ld+json";
const ACTIVITY_TYPE = "application/activity+json; charset=utf-8";
/** Mastodon's own limit on an inbox POST. */
const MAX_BODY_BYTES = 1024 * 1024;

export interface HttpAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Plain node:http, not fetch: fetch will not let a caller set Host, and a signature covers it. */
export function exchange(url: URL, method: string, headers: WireHeaders, body?: string): Promise<HttpAnswer> {
  const send = url.protocol === "https:" ? httpsRequest : httpRequest;
  const sized = body === undefined ? headers : { ...headers, "content-length": String(Buffer.byteLength(body)) };
  return new Promise((resolve, reject) => {
    // No agent: a kept-alive socket would hold the blog's server open after its test closes it.
    const req = send(url, { method, headers: { "user-agent": "StandInMastodon/1.0", ...sized }, agent: false, timeout: 10_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("error", reject);
      res.on("end", () => {
        const flat = Object.fromEntries(Object.entries(res.headers).map(([name, value]) => [name, [value ?? ""].flat().join(", ")]));
        resolve({ status: res.statusCode ?? 0, headers: flat, body: Buffer.concat(chunks).toString("utf8") });
      });
    });
    req.on("timeout", () => req.destroy(new Error(`${method} ${url.href} got no answer in 10 s`)));
    req.on("error", reject);
    req.end(body);
  });
}

/**
 * The body, or null past the limit. The excess is read and dropped rather than left: leaving the
 * loop early would destroy the socket, and the sender would see a reset instead of the 413.
 */
export async function readBody(req: IncomingMessage): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= MAX_BODY_BYTES) chunks.push(chunk);
  }
  return size > MAX_BODY_BYTES ? null : Buffer.concat(chunks);
}

/** The text as a JSON object, or null if it is not one. */
export function jsonObject(text: string): ActivityJson | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as ActivityJson) : null;
  } catch {
    return null;
  }
}

/** A string body goes as HTML, anything else as JSON. */
export function answer(res: ServerResponse, status: number, body?: unknown, type = ACTIVITY_TYPE) {
  if (body === undefined) return void res.writeHead(status).end();
  const text = typeof body === "string" ? body : JSON.stringify(body);
  res.writeHead(status, { "content-type": typeof body === "string" ? "text/html; charset=utf-8" : type }).end(text);
}
