import { mkdirSync, openSync } from "node:fs";
import { dirname } from "node:path";
import { pino, type DestinationStream, type Logger as PinoLogger } from "pino";
import type { Config } from "../config";
import { prettyStream } from "./pretty-log";

export type LogLevel = "debug" | "info" | "warn" | "error" | "silent";

export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

/** The process's own logger: the one that owns the destination, and so the one that can empty it. */
export interface RootLogger extends Logger {
  /** Resolves once every line logged so far has reached its file or pipe. */
  flush(): Promise<void>;
}

export interface LoggerOptions {
  /** Human-readable lines for a developer's terminal instead of JSON. */
  pretty?: boolean;
  /** "stdout" or a file the lines are appended to. */
  destination?: string;
  /** Where lines go instead, one JSON (or pretty) line per call without its newline; tests pass their own. */
  sink?: (line: string) => void;
}

// Lines are gathered up to this many bytes and written in one go rather than one write each; the
// periodic flush keeps a quiet server's lines from waiting in memory.
const BATCH_BYTES = 4096;
const FLUSH_EVERY_MS = 1000;

/** Opened here, before the first line, so a path that cannot be written stops the start with its reason. */
function openForAppending(path: string): number {
  try {
    mkdirSync(dirname(path), { recursive: true });
    return openSync(path, "a");
  } catch (error) {
    throw new Error(`LOG_DESTINATION: cannot append to ${path} (${error instanceof Error ? error.message : String(error)})`);
  }
}

/** sonic-boom's, when the lines go through it: writes what it holds, there and then. */
type LogStream = DestinationStream & { flushSync?(): void };

function destinationFor(level: LogLevel, options: LoggerOptions): LogStream {
  // Nothing will be written: no file opened, no flush timer ticking for the life of the process.
  if (level === "silent") return { write: () => undefined };
  if (options.sink) {
    const sink = options.sink;
    return { write: (line: string) => sink(line.endsWith("\n") ? line.slice(0, -1) : line) };
  }
  const dest = !options.destination || options.destination === "stdout" ? 1 : openForAppending(options.destination);
  // Pretty lines are for a person at a terminal: written as they come, so a crash shows its last words.
  if (options.pretty) return prettyStream(dest);
  // pino flushes it synchronously as the process exits, so no line logged before a stop is lost
  // (a batch then being written on libuv's thread may land after the flushed ones: each line has its time).
  return pino.destination({ dest, sync: false, minLength: BATCH_BYTES, periodicFlush: FLUSH_EVERY_MS });
}

let isoMillisecond = -1;
let isoTimeField = "";
/** pino's isoTime, made once a millisecond: a busy server logs many lines in the same one. */
function isoTime(): string {
  const now = Date.now();
  if (now !== isoMillisecond) {
    isoMillisecond = now;
    isoTimeField = `,"time":"${new Date(now).toISOString()}"`;
  }
  return isoTimeField;
}

/** One JSON line per event (level as a word, ISO time, message, then the fields), or a readable line in development. */
export function createLogger(level: LogLevel = "info", options: LoggerOptions = {}): RootLogger {
  const destination = destinationFor(level, options);
  const root: PinoLogger = pino(
    {
      level,
      base: null,
      formatters: { level: (label) => ({ level: label }) },
      timestamp: isoTime,
    },
    destination,
  );
  const write = (at: "debug" | "info" | "warn" | "error") => (message: string, fields?: Record<string, unknown>) => {
    if (root.isLevelEnabled(at)) root[at]({ message, ...fields });
  };
  return {
    debug: write("debug"),
    info: write("info"),
    warn: write("warn"),
    error: write("error"),
    flush: () =>
      new Promise((resolve) =>
        root.flush((error) => {
          // sonic-boom's flush waits for the write under way, but leaves up to minLength bytes gathered
          // behind it unwritten: nothing is being written once it answers, so they go out now, in order.
          if (!error) destination.flushSync?.();
          resolve();
        }),
      ),
  };
}

/** The logger LOG_LEVEL, LOG_FORMAT and LOG_DESTINATION ask for. */
export function configuredLogger(config: Pick<Config, "logLevel" | "logFormat" | "logDestination">): RootLogger {
  return createLogger(config.logLevel, { pretty: config.logFormat === "pretty", destination: config.logDestination });
}
