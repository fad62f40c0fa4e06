/**
 * The product as a new user runs it: `npm start`'s own command (node with its options and
 * scripts/start.mjs, which runs the compiled server), NODE_ENV unset and the default log level
 * unless the caller says otherwise, on a data folder the bench chooses. Both bundles are brought up
 * to date first, so a bench times serving, not building.
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "../e2e/server";
import { buildServer } from "../scripts/build-server.mjs";
import { buildClient, clientBuildIsStale } from "../server/http/client-build";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

/**
 * What `npm start` gives node (its options, then scripts/start.mjs), read from package.json: a
 * bench runs node by its path, so that the pid it reads memory from is the server's, not npm's.
 */
export function startArguments(): string[] {
  const { scripts } = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { scripts: { start: string } };
  const [command, ...args] = scripts.start.trim().split(/\s+/);
  if (command !== "node") throw new Error(`npm start runs ${command}, where the benches expect node`);
  return args;
}

export interface ProductServer {
  base: string;
  pid: number;
  /** From spawning `npm start`'s command to the first answer from /healthz (the server listens once the store and app are ready). */
  readyAfterMs: number;
  /** Resident memory now and its peak so far, in MB, as the kernel counts them. */
  memory(): { rssMb: number; peakMb: number };
  /** A session cookie from the demo sign-in (on whenever NODE_ENV is not production). */
  signIn(): Promise<string>;
  stop(): Promise<void>;
}

const statusField = (pid: number, field: string) =>
  Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, "utf8"))![1]) / 1024;

/**
 * `nodeArgs` go to node before the script, for what NODE_OPTIONS refuses (--cpu-prof). `env` may be
 * a function of the address the server will listen on, for settings that name it (PUBLIC_URL).
 */
export async function startProduct({
  dataDir,
  env = {},
  nodeArgs = [],
}: {
  dataDir: string;
  env?: Record<string, string> | ((base: string) => Record<string, string>);
  nodeArgs?: string[];
}): Promise<ProductServer> {
  if (clientBuildIsStale(ROOT, join(ROOT, "dist", "client"))) await buildClient(ROOT);
  await buildServer();
  // From the OS, not a guess in a fixed range: benches in other worktrees run products at the same
  // time, and a guess that hits one of theirs would have this bench measure their server.
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const { NODE_ENV: _unset, LOG_LEVEL: _default, ...inherited } = process.env;
  const child = spawn(process.execPath, [...nodeArgs, ...startArguments()], {
    cwd: ROOT,
    env: { ...inherited, DATA_DIR: dataDir, PORT: String(port), HOST: "127.0.0.1", ...(typeof env === "function" ? env(base) : env) },
    // Log lines go where a service manager would send them: a file or a pipe, not a terminal.
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const startedAt = performance.now();
  // Polled between tries until the server answers: the server's start is what is waited on, and
  // every 10 ms, so readyAfterMs is the server's own start give or take that.
  while (
    !(await fetch(`${base}/healthz`).then(
      (res) => res.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode} before answering`);
    if (performance.now() - startedAt > 120_000) throw new Error("the server did not answer within 120 s");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const readyAfterMs = performance.now() - startedAt;
  return {
    base,
    pid: child.pid!,
    readyAfterMs,
    memory: () => ({ rssMb: statusField(child.pid!, "VmRSS"), peakMb: statusField(child.pid!, "VmHWM") }),
    async signIn() {
      const response = await fetch(`${base}/auth/demo`, { method: "POST" });
      if (!response.ok) throw new Error(`demo sign-in answered ${response.status}`);
      return response.headers
        .getSetCookie()
        .map((cookie) => cookie.split(";")[0])
        .join("; ");
    },
    async stop() {
      child.kill("SIGTERM");
      await exited;
    },
  };
}

/** Times sequential GETs of `path` until stopped: what a load balancer's health check sees meanwhile. */
export function sampleLatency(url: string, pauseMs = 20) {
  const times: number[] = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const started = performance.now();
      await fetch(url).then((res) => res.arrayBuffer());
      times.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  })();
  return {
    async stop() {
      running = false;
      await done;
      const sorted = [...times].sort((a, b) => a - b);
      const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
      return { count: sorted.length, p50: at(0.5), p95: at(0.95), max: sorted.at(-1) ?? NaN };
    },
  };
}
