type Level = "debug" | "info" | "warn" | "error";
const ORDER: Record<Level | "silent", number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

export interface LoggerOptions {
  /** Human-readable lines for a developer's terminal instead of JSON. */
  pretty?: boolean;
  /** Where lines go; tests pass their own. */
  sink?: (line: string, level: Level) => void;
}

const defaultSink = (line: string, level: Level) => (level === "error" || level === "warn" ? process.stderr : process.stdout).write(`${line}\n`);

function prettyLine(time: string, level: Level, message: string, fields: Record<string, unknown>): string {
  if (message === "request") {
    const { method, path, status, ms, requestId } = fields as Record<string, string | number>;
    return `${time.slice(11, 19)} ${String(status).padEnd(3)} ${String(method).padEnd(6)} ${path}  ${ms} ms  ${String(requestId).slice(0, 8)}`;
  }
  const rest = Object.keys(fields).length ? ` ${JSON.stringify(fields)}` : "";
  return `${time.slice(11, 19)} ${level.toUpperCase().padEnd(5)} ${message}${rest}`;
}

/** One JSON line per event (or a readable line in development). */
export function createLogger(level: Level | "silent" = "info", options: LoggerOptions = {}): Logger {
  const sink = options.sink ?? defaultSink;
  const write = (at: Level) => (message: string, fields: Record<string, unknown> = {}) => {
    if (ORDER[at] < ORDER[level]) return;
    const time = new Date().toISOString();
    sink(options.pretty ? prettyLine(time, at, message, fields) : JSON.stringify({ time, level: at, message, ...fields }), at);
  };
  return { debug: write("debug"), info: write("info"), warn: write("warn"), error: write("error") };
}
