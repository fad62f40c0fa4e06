/**
 * The one fetch outside api-client.ts, on purpose: it reads any answer (a feed, an image, an error)
 * as a measurement rather than as JSON, and only the SEO dashboard loads it, so it adds nothing to
 * the public pages' first-load JavaScript, where api-client.ts lives.
 */
export interface ProbeResult {
  status: number;
  ok: boolean;
  /** From the request until the whole body arrived, as this browser saw it. */
  durationMs: number;
}

/** Fetches any same-site address (a feed, an image) just to see how it answers; the body is read and dropped. */
export async function probeUrl(url: string, options: { signal?: AbortSignal } = {}): Promise<ProbeResult> {
  const started = performance.now();
  const response = await fetch(url, { credentials: "include", cache: "no-store", signal: options.signal });
  await response.arrayBuffer();
  return { status: response.status, ok: response.ok, durationMs: Math.round(performance.now() - started) };
}
