import { createRequire } from "node:module";
import type { DestinationStream } from "pino";

const HIDDEN = new Set(["time", "level", "message"]);

/** Today's readable one-liners: a request as status, method, path, time taken and the id's first 8 characters. */
function readable(log: Record<string, unknown>): string {
  if (log.message === "request") {
    const { method, path, status, ms, requestId } = log;
    return `${String(status).padEnd(3)} ${String(method).padEnd(6)} ${String(path)}  ${String(ms)} ms  ${String(requestId).slice(0, 8)}`;
  }
  const fields = Object.fromEntries(Object.entries(log).filter(([key]) => !HIDDEN.has(key)));
  return `${String(log.message)}${Object.keys(fields).length ? ` ${JSON.stringify(fields)}` : ""}`;
}

/**
 * pino-pretty in this process rather than as a worker transport: the line shape above is a function,
 * which a worker cannot be handed, and a developer's terminal gains nothing from a second thread.
 * Written synchronously, so the last lines before a crash are on screen.
 */
export function prettyStream(destination: number): DestinationStream {
  // Required here, so a server logging JSON (any not at a terminal) never loads it.
  const pinoPretty = createRequire(import.meta.url)("pino-pretty") as typeof import("pino-pretty");
  return pinoPretty({
    destination,
    sync: true,
    colorize: destination === 1 && Boolean(process.stdout.isTTY),
    messageKey: "message",
    translateTime: "HH:MM:ss",
    hideObject: true,
    messageFormat: (log) => readable(log),
  });
}
