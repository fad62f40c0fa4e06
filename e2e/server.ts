import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const HOST = "127.0.0.1";
const READY_TIMEOUT_MS = 60_000;
const POLL_INTERVAL_MS = 200;
const STOP_GRACE_MS = 5_000;
const OUTPUT_TAIL_CHARS = 8_000;

export interface StartServerOptions {
  /** Extra environment for the server; a value of `undefined` removes the variable. */
  env?: Record<string, string | undefined>;
  /** Extra command-line arguments for server/index.ts, e.g. `--api-only`. */
  args?: string[];
  /** Reuse a data directory (to restart on the same data) instead of making a fresh one. */
  dataDir?: string;
  /**
   * `start`: `npm start`'s own command (the compiled bundle) instead of the TypeScript sources. The
   * default is TEST_SERVER_COMMAND's, which the browser tests set to `start`: they try what users run.
   */
  command?: "sources" | "start";
}

export interface RunningServer {
  /** The server's origin, e.g. http://127.0.0.1:41234 (no trailing slash). */
  url: string;
  /** The fresh, empty-at-start data directory the server stores into. */
  dataDir: string;
  /** What the server printed so far (tails), for failure messages. */
  output(): { stdout: string; stderr: string };
  /** SIGTERM, SIGKILL after 5 s, then removes the data directory. Safe to call twice. */
  stop(): Promise<void>;
  /** Kills the process at once (SIGKILL, no chance to flush anything) and keeps the data directory. */
  kill(): Promise<void>;
  /** Sends SIGTERM and waits for the process to exit on its own; keeps the data directory. */
  terminate(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Children still running if the test process dies without its afterAll hooks. */
const running = new Set<ChildProcess>();
process.once("exit", () => {
  for (const child of running) child.kill("SIGKILL");
});

/** Asks the OS for a free port: listen on 0, read the port, close, hand the port to the server. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once("error", reject);
    probe.listen(0, HOST, () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function tail(text: string): string {
  return text.length > OUTPUT_TAIL_CHARS ? `...${text.slice(-OUTPUT_TAIL_CHARS)}` : text;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts `server/index.ts` the way `npm start` does (built client, embedded store) on a random
 * port with a fresh DATA_DIR, so the store is empty and the server seeds the sample content.
 * Resolves once `GET /api/blog-posts?limit=1` answers 200.
 */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://${HOST}:${port}`;
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), "furrow-e2e-")));

  const env: NodeJS.ProcessEnv = { ...process.env };
  // Vitest sets NODE_ENV=test; the server must run as `npm start` would. A Mongo URI from the
  // developer's shell must not send the tests to a real database either.
  for (const name of ["NODE_ENV", "MONGODB_URI", "MONGODB_DB", "PUBLIC_URL", "HOST"]) delete env[name];
  Object.assign(env, {
    PORT: String(port),
    HOST,
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
  });
  for (const [name, value] of Object.entries(options.env ?? {})) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }

  const command = options.command ?? (process.env.TEST_SERVER_COMMAND === "start" ? "start" : "sources");
  const entry = command === "start" ? ["scripts/start.mjs"] : ["--import", "tsx", "server/index.ts"];
  const child = spawn(process.execPath, [...entry, ...(options.args ?? [])], {
    cwd: ROOT,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.add(child);

  let stdout = "";
  let stderr = "";
  child.stdout!.setEncoding("utf8").on("data", (chunk: string) => (stdout = tail(stdout + chunk)));
  child.stderr!.setEncoding("utf8").on("data", (chunk: string) => (stderr = tail(stderr + chunk)));

  let exit: { code: number | null; signal: NodeJS.Signals | null } | null = null;
  const exited = new Promise<void>((resolve) => {
    child.once("exit", (code, signal) => {
      exit = { code, signal };
      running.delete(child);
      resolve();
    });
  });
  const spawnFailed = new Promise<Error>((resolve) => child.once("error", resolve));

  let stopped: Promise<void> | null = null;
  const stop = () => {
    stopped ??= (async () => {
      if (exit === null) {
        child.kill("SIGTERM");
        const killer = setTimeout(() => child.kill("SIGKILL"), STOP_GRACE_MS);
        await exited;
        clearTimeout(killer);
      }
      // A snapshot child the server started may still be writing its copy for a moment after
      // the server itself was killed: a file it adds mid-removal makes rmdir fail with ENOTEMPTY.
      await rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    })();
    return stopped;
  };

  const describeFailure = (what: string) =>
    new Error(`${what}\n--- server stderr ---\n${stderr || "(empty)"}\n--- server stdout ---\n${stdout || "(empty)"}`);

  const deadline = Date.now() + READY_TIMEOUT_MS;
  let lastProblem = "no answer yet";
  while (true) {
    const spawnError = await Promise.race([spawnFailed, sleep(0).then(() => null)]);
    if (spawnError) {
      await stop();
      throw describeFailure(`Could not spawn the server: ${spawnError.message}`);
    }
    if (exit !== null) {
      const { code, signal } = exit;
      await stop();
      throw describeFailure(`The server exited before it was ready (code ${code}, signal ${signal}).`);
    }
    if (Date.now() > deadline) {
      await stop();
      throw describeFailure(`The server at ${url} was not ready after ${READY_TIMEOUT_MS / 1000} s (${lastProblem}).`);
    }
    try {
      const response = await fetch(`${url}/api/blog-posts?limit=1`, { signal: AbortSignal.timeout(5_000) });
      await response.arrayBuffer();
      if (response.status === 200) break;
      lastProblem = `last answer: HTTP ${response.status}`;
    } catch (error) {
      lastProblem = `last error: ${error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : error}`;
    }
    // A pause between asks, not a wait for readiness: the server says it is ready only by answering.
    await sleep(POLL_INTERVAL_MS);
  }

  const kill = async () => {
    if (exit === null) {
      child.kill("SIGKILL");
      await exited;
    }
  };

  const terminate = async () => {
    if (exit === null) {
      child.kill("SIGTERM");
      await exited;
    }
    return exit!;
  };

  return { url, dataDir, output: () => ({ stdout, stderr }), stop, kill, terminate };
}
