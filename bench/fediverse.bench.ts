/**
 * `npm run bench:fediverse`: issue 37's budgets for the blog as a fediverse account, printed, never
 * asserted. Each part starts the product as `npm start` starts it (compiled server, NODE_ENV
 * unset, the default log level, a fresh data folder with the sample content, the backup schedule
 * off so no snapshot runs meanwhile), listening at its PUBLIC_URL so other servers can fetch its
 * key, with FEDIVERSE_FETCH_PRIVATE_HOSTS=true (the stand-in servers are on 127.x, plain http) and
 * the inbox's daily caps raised far past what is sent.
 *
 * The other servers are bench/fediverse-fleet.ts, one forked process answering for any number of
 * hosts 127.A.B.C (all loopback): each account's actor and key, its inbox and its host's shared
 * inbox, counting what arrives by host and checking signatures as Mastodon does.
 *
 *   inbox    Three rounds of 200 signed POSTs, 20 at a time: Follows from accounts new to the blog,
 *            each on its own server and a new connection (each POST fetches the sender's key with a
 *            signed GET before it is answered); Likes from the same accounts (keys kept), each on a
 *            new connection; Likes from one server's ten known accounts over kept-alive
 *            connections, as a Mastodon server delivers (its RequestPool keeps a connection per
 *            site). Each POST's time to its 202, the server's main thread CPU per POST until the
 *            last answer and the stand-in servers' meanwhile; /healthz meanwhile, until each
 *            Follow's Accept has arrived and the Likes are handled. Then the yardstick: the same
 *            Likes to a bare node:http handler, both ways, the part of a p95 that is the machine's.
 *            Budget: p95 under 50 ms; /healthz p95 under 100 ms.
 *   publish  5,000 followers on 1,000 servers, made by signed Follows from the fleet (20 at a
 *            time), each Accept awaited; then one post published (POST /api/admin/blog-posts as
 *            the demo admin) and timed until every one of the 1,000 shared inboxes has its Create,
 *            with /healthz asked every 20 ms and the server's VmRSS read as often.
 *            Budget: all delivered; /healthz p95 under 100 ms; RSS growth under 40 MB.
 *   junk     10,000 POSTs to the inbox, 20 at a time, ten kinds in turn: unsigned; not an activity;
 *            a known account's signature spoiled; signed with a key the account does not publish;
 *            signed by a key whose account answers 404; by a key on a port nothing listens on;
 *            a Date two hours old; a Digest of other bytes; 1.1 MB with Content-Length; 1.1 MB
 *            chunked. Every answer's status; RSS growth over the flood.
 *            Budget: all 4xx, no 5xx; RSS growth under 20 MB.
 *
 * BENCH_FEDIVERSE_PARTS (inbox,publish,junk) picks parts; BENCH_FEDIVERSE_SERVERS (1000),
 * BENCH_FEDIVERSE_USERS (5 a server), BENCH_FEDIVERSE_DELIVERIES (200), BENCH_FEDIVERSE_JUNK (10000)
 * and BENCH_FEDIVERSE_CONCURRENCY (20) size them. A Follow or Like answered 429 (the blog fetching
 * 16 keys at once already) is sent again after BENCH_FEDIVERSE_RETRY_MS (2000; the blog's
 * Retry-After asks 30 s), and counted; the junk is never sent again. BENCH_MEMORY_SAMPLES=1 loads
 * bench/memory-sampler.mjs into the product and says what an RSS growth is made of;
 * BENCH_CPU_PROF=<folder> has each part's product write a V8 CPU profile there when it stops.
 */
import { fork } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { Job, JunkKind, Sent } from "./fediverse-fleet";
import { sampleLatency, startProduct, type ProductServer } from "./product-server";

const PARTS = new Set((process.env.BENCH_FEDIVERSE_PARTS ?? "inbox,publish,junk").split(",").map((part) => part.trim()));
const SERVERS = Number(process.env.BENCH_FEDIVERSE_SERVERS ?? 1000);
const USERS = Number(process.env.BENCH_FEDIVERSE_USERS ?? 5);
const DELIVERIES = Number(process.env.BENCH_FEDIVERSE_DELIVERIES ?? 200);
const JUNK = Number(process.env.BENCH_FEDIVERSE_JUNK ?? 10_000);
const AT_ONCE = Number(process.env.BENCH_FEDIVERSE_CONCURRENCY ?? 20);
const MEMORY_SAMPLES = process.env.BENCH_MEMORY_SAMPLES === "1";
const CPU_PROFILES = process.env.BENCH_CPU_PROF;
/** A Follow answered 429 (too many key fetches at once) is sent again after this (the blog's Retry-After says 30 s). */
const RETRY_BUSY_MS = Number(process.env.BENCH_FEDIVERSE_RETRY_MS ?? 2000);
const JUNK_KINDS: JunkKind[] = [
  "unsigned",
  "not-an-activity",
  "bad-signature",
  "other-key",
  "unknown-key",
  "refused-key",
  "stale-date",
  "wrong-digest",
  "huge",
  "huge-chunked",
];

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(" ");
const verdict = (holds: boolean) => (holds ? "PASS" : "FAIL");
const ms = (value: number) => `${value.toFixed(1)} ms`;
const mb = (value: number) => value.toFixed(1);
function percentiles(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
  return { count: sorted.length, p50: at(0.5), p95: at(0.95), max: sorted.at(-1) ?? NaN };
}
const tally = (values: (string | number)[]) => {
  const counts = new Map<string | number, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts]
    .sort(([a], [b]) => String(a).localeCompare(String(b)))
    .map(([value, count]) => `${count} x ${value}`)
    .join(", ");
};

// --- the fleet of stand-in servers --------------------------------------------------------------

interface FleetCounts {
  createHosts: number;
  createDuplicates: number;
  creates: number;
  accepts: number;
  acceptActors: number;
  otherDeliveries: number;
  checked: number;
  failedChecks: number;
  failureSample: string[];
  keyFetches: number;
}

const fleetProcess = fork(fileURLToPath(new URL("fediverse-fleet.ts", import.meta.url)), [], {
  execArgv: ["--import", "tsx"],
  stdio: ["ignore", "inherit", "inherit", "ipc"],
});
const fleetPort = await new Promise<number>((resolve, reject) => {
  fleetProcess.once("error", reject);
  fleetProcess.once("exit", (code) => reject(new Error(`the fleet exited with ${code}`)));
  fleetProcess.once("message", (message: { ready: number }) => resolve(message.ready));
});
const waiting = new Map<number, { resolve: (value: never) => void; reject: (error: Error) => void }>();
fleetProcess.on("message", (message: { id?: number; result?: unknown; error?: string }) => {
  const waiter = message.id === undefined ? undefined : waiting.get(message.id);
  if (!waiter) return;
  waiting.delete(message.id!);
  if (message.error) waiter.reject(new Error(message.error));
  else waiter.resolve(message.result as never);
});
let lastId = 0;
function ask<T>(message: Record<string, unknown>): Promise<T> {
  const id = ++lastId;
  return new Promise<T>((resolve, reject) => {
    waiting.set(id, { resolve: resolve as (value: never) => void, reject });
    fleetProcess.send({ ...message, id });
  });
}
const fleet = {
  reset: () => ask<null>({ cmd: "reset" }),
  counts: () => ask<FleetCounts>({ cmd: "counts" }),
  /**
   * `retryBusy`: a 429 (the blog fetching too many keys at once) is sent again after RETRY_BUSY_MS, as its server would later.
   * `keepAlive`: over kept-alive connections (one server delivering many), else one new connection a POST.
   */
  send: (blog: Pick<ProductServer, "base">, jobs: Job[], { retryBusy = true, keepAlive = false } = {}) =>
    ask<{ sent: Sent[]; ms: number; cpuMs: number }>({
      cmd: "send",
      inbox: `${blog.base}/fediverse/inbox`,
      target: `${blog.base}/fediverse/actor`,
      jobs,
      atOnce: AT_ONCE,
      retryBusyAfterMs: retryBusy ? RETRY_BUSY_MS : null,
      keepAlive,
    }),
};
/** The `index`th host of a block: 127.<block>.B.C, port the fleet's. */
const host = (block: number, index: number) => `127.${block}.${Math.floor(index / 250)}.${1 + (index % 250)}:${fleetPort}`;

async function until(what: string, check: () => Promise<boolean>, timeoutMs: number, everyMs = 100): Promise<void> {
  const started = performance.now();
  while (!(await check())) {
    if (performance.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await pause(everyMs);
  }
}

/** The first answers' statuses, and what the ones answered 429 got when sent again. */
function answersLine(sent: Sent[]): string {
  const retried = sent.filter((one) => one.retries > 0);
  const retries = retried.reduce((sum, one) => sum + one.retries, 0);
  return `${tally(sent.map((one) => one.first || one.error || 0))}${retried.length ? `; the ${retried.length} answered 429 sent again ${retries} times in all, finally ${tally(retried.map((one) => one.error ?? one.status))}` : ""}`;
}

/** Throws when not every POST was taken (202): waiting for their handling would wait for ever. */
function allTaken(what: string, sent: Sent[]): void {
  if (sent.some((one) => one.status !== 202)) throw new Error(`${what}: answers ${tally(sent.map((one) => one.error ?? one.status))}`);
}

// --- the product ---------------------------------------------------------------------------------

const SAMPLER = fileURLToPath(new URL("memory-sampler.mjs", import.meta.url));

/**
 * The product, started again when it built the client at its start: others editing client/ while
 * the bench runs leave the build stale, and a product that ran Vite holds hundreds of MB that are
 * not the fediverse's (its RSS would measure the build).
 */
async function startBlog(dataDir: string, samples: string): Promise<ProductServer> {
  for (let attempt = 1; ; attempt++) {
    const blog = await startOnce(dataDir, samples);
    if (blog.memory().rssMb < 250 || attempt === 3) return blog;
    console.log(`  (the product started with ${mb(blog.memory().rssMb)} MB: it built the client at its start; started again)`);
    await blog.stop();
    await rm(dataDir, { recursive: true, force: true });
    await mkdir(dataDir);
  }
}

/**
 * The CPU time the server's main thread has used, in ms (Linux clock ticks, 10 ms each): the
 * inbox's answers queue behind it, so with 20 POSTs in flight their p95 is about 20 times its
 * share per POST, a steadier figure than a p95 on a machine shared with the fleet.
 */
function mainThreadCpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/task/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Marks a moment on the clock V8's CPU profiles use (both count from the same monotonic clock), to cut a profile by phase. */
function mark(label: string): void {
  if (CPU_PROFILES) console.log(`    (profile mark: ${label} at ${process.hrtime.bigint() / 1000n} µs)`);
}

async function startOnce(dataDir: string, samples: string): Promise<ProductServer> {
  return startProduct({
    dataDir,
    nodeArgs: CPU_PROFILES ? ["--cpu-prof", `--cpu-prof-dir=${CPU_PROFILES}`] : [],
    env: (base) => ({
      PUBLIC_URL: base,
      FEDIVERSE_FETCH_PRIVATE_HOSTS: "true",
      FEDIVERSE_INBOX_PER_SERVER_PER_DAY: "1000000",
      FEDIVERSE_INBOX_PER_DAY: "10000000",
      BACKUP_EVERY_HOURS: "0",
      ...(MEMORY_SAMPLES ? { NODE_OPTIONS: `--import ${pathToFileURL(SAMPLER).href}`, MEMORY_SAMPLES: samples } : {}),
    }),
  });
}

interface Overview {
  followers: number;
  deliveries: Record<string, number>;
  inbox: Record<string, number>;
  inboxToday: number;
}
const overview = async (blog: ProductServer, cookie: string) =>
  (await (await fetch(`${blog.base}/api/admin/fediverse`, { headers: { Cookie: cookie } })).json()) as Overview;
const queueLine = (counts: Record<string, number>) =>
  Object.entries(counts)
    .filter(([, count]) => count > 0)
    .map(([status, count]) => `${count} ${status}`)
    .join(", ") || "empty";

/** Waits until the server's RSS has held within 1 MB for 2 s (30 s at most): what the last step left running is over. */
async function quiet(blog: ProductServer): Promise<void> {
  const started = performance.now();
  let level = blog.memory().rssMb;
  let since = started;
  while (performance.now() - since < 2_000 && performance.now() - started < 30_000) {
    await pause(100);
    if (Math.abs(blog.memory().rssMb - level) > 1) {
      level = blog.memory().rssMb;
      since = performance.now();
    }
  }
}

/** The server's VmRSS read every 20 ms: its highest value once stopped. */
function rssPeak(blog: ProductServer) {
  let peak = blog.memory().rssMb;
  const timer = setInterval(() => (peak = Math.max(peak, blog.memory().rssMb)), 20);
  const startedAt = Date.now();
  return {
    stop() {
      clearInterval(timer);
      return { peak: Math.max(peak, blog.memory().rssMb), startedAt, endedAt: Date.now() };
    },
  };
}

/** What an RSS growth was made of, from bench/memory-sampler.mjs's lines (BENCH_MEMORY_SAMPLES=1). */
function madeOf(file: string, run: { startedAt: number; endedAt: number }): string {
  if (!MEMORY_SAMPLES) return "";
  const rows = readFileSync(file, "utf8")
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as Record<"at" | "rss" | "heapTotal" | "heapUsed" | "external" | "arrayBuffers", number>);
  const before = rows.filter((row) => row.at <= run.startedAt).at(-1) ?? rows[0];
  const during = rows.filter((row) => row.at >= run.startedAt && row.at <= run.endedAt);
  const peak = during.reduce((top, row) => (row.rss > top.rss ? row : top), before);
  const m = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
  return `\n    at the peak, per the server's own samples: V8 heap total +${m(peak.heapTotal - before.heapTotal)} MB (used +${m(peak.heapUsed - before.heapUsed)}), buffers and other memory V8 knows of +${m(peak.external - before.external)} MB, native rest +${m(peak.rss - before.rss - (peak.heapTotal - before.heapTotal) - (peak.external - before.external))} MB`;
}

async function withBlog(name: string, part: (blog: ProductServer, samples: string) => Promise<void>): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), `furrow-fediverse-${name}-`));
  const samples = join(dataDir, "memory-samples.jsonl");
  const blog = await startBlog(dataDir, samples);
  try {
    await fleet.reset();
    console.log(
      `\n[${name}] product started in ${Math.round(blog.readyAfterMs)} ms, RSS ${mb(blog.memory().rssMb)} MB; load average ${load()}`,
    );
    await part(blog, samples);
    console.log(`[${name}] load average at the end ${load()}`);
  } finally {
    await blog.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

// --- inbox: 200 signed deliveries, 20 at a time ---------------------------------------------------

async function inboxPart(blog: ProductServer): Promise<void> {
  const cookie = await blog.signIn();
  const [post] = (await (await fetch(`${blog.base}/api/blog-posts?limit=1`)).json()) as { id: string }[];
  const article = `${blog.base}/fediverse/articles/${post.id}`;
  // One busy server's members, for the round that server delivers over kept-alive connections.
  const members = Array.from({ length: 10 }, (_, index) => ({ host: host(5, 0), user: `member${index}` }));
  // A warm-up from other accounts, not counted: the first signed requests of a fresh process load code and import keys.
  const warm = [
    ...Array.from({ length: 20 }, (_, index): Job => ({ kind: "follow", host: host(1, 900 + index), user: "warm" })),
    ...members.map((member): Job => ({ kind: "follow", ...member })),
  ];
  allTaken("the warm-up's Follows", (await fleet.send(blog, warm)).sent);
  await until("the warm-up's Accepts", async () => (await fleet.counts()).acceptActors >= warm.length, 60_000);
  await quiet(blog);
  await fleet.reset();

  let followsTaken = 0;
  const inboxDrained = async () => {
    const { inbox } = await overview(blog, cookie);
    return inbox.pending === 0 && inbox.working === 0;
  };
  const accounts = Array.from({ length: DELIVERIES }, (_, index) => ({ host: host(1, index), user: "reader" }));
  const rounds: { label: string; jobs: Job[]; keepAlive?: boolean; handled: () => Promise<boolean> }[] = [
    {
      label: `${DELIVERIES} Follows from accounts new to the blog, each on its own server and connection (each POST fetches its key first)`,
      jobs: accounts.map((account) => ({ kind: "follow", ...account })),
      handled: async () => (await fleet.counts()).acceptActors >= followsTaken,
    },
    {
      label: `${DELIVERIES} Likes from the same accounts (keys kept), each on a new connection`,
      jobs: accounts.map((account) => ({ kind: "like", object: article, ...account })),
      handled: inboxDrained,
    },
    {
      label: `${DELIVERIES} Likes from one server's ${members.length} known accounts over kept-alive connections, as Mastodon delivers`,
      jobs: Array.from({ length: DELIVERIES }, (_, index) => ({ kind: "like", object: article, ...members[index % members.length] })),
      keepAlive: true,
      handled: inboxDrained,
    },
  ];
  for (const round of rounds) {
    const before = blog.memory().rssMb;
    const health = sampleLatency(`${blog.base}/healthz`);
    const started = performance.now();
    mark(`${round.label}: start`);
    const cpuBefore = mainThreadCpuMs(blog.pid);
    const { sent, ms: sendingMs, cpuMs: sendersCpuMs } = await fleet.send(blog, round.jobs, { keepAlive: round.keepAlive });
    const threadMsPerPost = (mainThreadCpuMs(blog.pid) - cpuBefore) / sent.length;
    mark(`${round.label}: all answered`);
    followsTaken = sent.filter((one) => one.status === 202).length;
    await until("the activities' handling", round.handled, 120_000, 50);
    const handledMs = performance.now() - started;
    mark(`${round.label}: all handled`);
    const latency = await health.stop();
    const times = percentiles(sent.map((one) => one.ms));
    const firstTaken = percentiles(sent.filter((one) => one.first === 202).map((one) => one.ms));
    console.log(
      `  ${round.label}, ${AT_ONCE} at a time: sent in ${(sendingMs / 1000).toFixed(2)} s, all handled after ${(handledMs / 1000).toFixed(2)} s`,
    );
    console.log(`    first answers: ${answersLine(sent)}`);
    console.log(
      `    inbox POST answered (first answers): p50 ${ms(times.p50)}, p95 ${ms(times.p95)}, max ${ms(times.max)}   budget p95 < 50 ms: ${verdict(times.p95 < 50)}`,
    );
    console.log(
      `    the ${firstTaken.count} taken at once (202): p50 ${ms(firstTaken.p50)}, p95 ${ms(firstTaken.p95)}, max ${ms(firstTaken.max)}`,
    );
    console.log(
      `    the server's main thread until the last answer: ${ms(threadMsPerPost)} of CPU per POST (the stand-in servers, sending and serving meanwhile: ${ms(sendersCpuMs / sent.length)})`,
    );
    console.log(
      `    /healthz meanwhile: ${latency.count} asked, p50 ${ms(latency.p50)}, p95 ${ms(latency.p95)}, max ${ms(latency.max)}   budget p95 < 100 ms: ${verdict(latency.p95 < 100)}`,
    );
    console.log(`    server RSS ${mb(before)} -> ${mb(blog.memory().rssMb)} MB`);
  }
  const likes = accounts.map((account): Job => ({ kind: "like", object: article, ...account }));
  for (const keepAlive of [false, true]) {
    const bare = await bareHandlerTimes(likes, keepAlive);
    console.log(
      `  the same ${DELIVERIES} Likes ${keepAlive ? "over kept-alive connections" : "each on a new connection"}, to a bare node:http handler answering 202 (bench/bare-inbox-server.mjs): p50 ${ms(bare.p50)}, p95 ${ms(bare.p95)}, max ${ms(bare.max)}, the senders ${ms(bare.sendersCpuMsPerPost)} of CPU per POST: this machine's and the senders' part`,
    );
  }
  const counts = await fleet.counts();
  const state = await overview(blog, cookie);
  console.log(
    `  the blog: ${state.followers} followers, inbox queue ${queueLine(state.inbox)}, deliveries ${queueLine(state.deliveries)}; the fleet checked ${counts.checked} of its deliveries' signatures, ${counts.failedChecks} failed${counts.failureSample.length ? ` (${counts.failureSample.join("; ")})` : ""}`,
  );
}

/** The yardstick: `jobs` sent by the fleet to bench/bare-inbox-server.mjs, started for it. */
async function bareHandlerTimes(jobs: Job[], keepAlive: boolean) {
  const bare = fork(fileURLToPath(new URL("bare-inbox-server.mjs", import.meta.url)), [], {
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  try {
    const port = await new Promise<number>((resolve) => bare.once("message", (message: { ready: number }) => resolve(message.ready)));
    const { sent, cpuMs } = await fleet.send({ base: `http://127.0.0.1:${port}` }, jobs, { keepAlive });
    return { ...percentiles(sent.map((one) => one.ms)), sendersCpuMsPerPost: cpuMs / sent.length };
  } finally {
    bare.disconnect();
  }
}

// --- publish: one post to 5,000 followers on 1,000 servers ------------------------------------------

async function publishPart(blog: ProductServer, samples: string): Promise<void> {
  const cookie = await blog.signIn();
  const followers = SERVERS * USERS;
  // Each user number across every server before the next, so consecutive Follows come from different servers.
  const follows: Job[] = [];
  for (let user = 0; user < USERS; user++)
    for (let server = 0; server < SERVERS; server++) follows.push({ kind: "follow", host: host(2, server), user: `reader${user}` });
  const followStart = performance.now();
  const health = sampleLatency(`${blog.base}/healthz`);
  mark("follows: start");
  const { sent, ms: sendingMs } = await fleet.send(blog, follows);
  mark("follows: all answered");
  allTaken("the followers' Follows", sent);
  const answers = percentiles(sent.map((one) => one.ms));
  let lastAccepts = 0;
  await until(
    "every Follow's Accept",
    async () => {
      const { acceptActors } = await fleet.counts();
      if (acceptActors > lastAccepts) lastAccepts = acceptActors;
      return acceptActors >= followers;
    },
    30 * 60_000,
    250,
  );
  const acceptedMs = performance.now() - followStart;
  mark("follows: all accepted");
  const followHealth = await health.stop();
  const afterFollows = await overview(blog, cookie);
  console.log(
    `  ${followers.toLocaleString("en")} signed Follows from ${SERVERS.toLocaleString("en")} servers (${USERS} accounts each), ${AT_ONCE} at a time: sent in ${(sendingMs / 1000).toFixed(1)} s (${(followers / (sendingMs / 1000)).toFixed(0)}/s), first answers ${answersLine(sent)}; POST p50 ${ms(answers.p50)}, p95 ${ms(answers.p95)}, max ${ms(answers.max)}`,
  );
  console.log(
    `    every Accept delivered after ${(acceptedMs / 1000).toFixed(1)} s; /healthz meanwhile p50 ${ms(followHealth.p50)}, p95 ${ms(followHealth.p95)}, max ${ms(followHealth.max)} (${followHealth.count} asked); the blog has ${afterFollows.followers.toLocaleString("en")} followers, deliveries ${queueLine(afterFollows.deliveries)}, RSS ${mb(blog.memory().rssMb)} MB`,
  );

  await quiet(blog);
  await fleet.reset();
  const before = blog.memory();
  const rss = rssPeak(blog);
  const publishHealth = sampleLatency(`${blog.base}/healthz`);
  const started = performance.now();
  mark("publish: start");
  const answer = await fetch(`${blog.base}/api/admin/blog-posts`, {
    method: "POST",
    headers: { Cookie: cookie, Origin: blog.base, "Content-Type": "application/json" },
    body: JSON.stringify({
      title: "Soil moisture at three depths, across a season",
      content: "Probes at **10, 30 and 60 cm** told us when to water.\n\nThe deepest one mattered most in August.",
      tags: ["Irrigation", "Soil Health"],
      isPublished: true,
    }),
  });
  const answeredMs = performance.now() - started;
  if (answer.status !== 201) throw new Error(`publishing answered ${answer.status}: ${await answer.text()}`);
  let delivered = 0;
  let timedOut = false;
  try {
    await until(
      "a Create at every server",
      async () => {
        delivered = (await fleet.counts()).createHosts;
        return delivered >= SERVERS;
      },
      10 * 60_000,
      100,
    );
  } catch {
    timedOut = true;
  }
  const deliveredMs = performance.now() - started;
  mark("publish: all delivered");
  const latency = await publishHealth.stop();
  const memory = rss.stop();
  const counts = await fleet.counts();
  const after = await overview(blog, cookie);
  const growth = memory.peak - before.rssMb;
  console.log(
    `  one post published to ${followers.toLocaleString("en")} followers on ${SERVERS.toLocaleString("en")} servers: the author's save answered in ${ms(answeredMs)}; ${counts.createHosts.toLocaleString("en")} of ${SERVERS.toLocaleString("en")} shared inboxes got the Create (${counts.createDuplicates} more than once, ${counts.creates} Creates in all) ${timedOut ? "by the 10 min limit" : `after ${(deliveredMs / 1000).toFixed(2)} s`}   budget all delivered: ${verdict(counts.createHosts >= SERVERS && counts.createDuplicates === 0)}`,
  );
  console.log(
    `    signatures: ${counts.checked} checked by the fleet (every Create), ${counts.failedChecks} failed${counts.failureSample.length ? ` (${counts.failureSample.join("; ")})` : ""}; the blog's deliveries now ${queueLine(after.deliveries)}`,
  );
  console.log(
    `    /healthz meanwhile: ${latency.count} asked, p50 ${ms(latency.p50)}, p95 ${ms(latency.p95)}, max ${ms(latency.max)}   budget p95 < 100 ms: ${verdict(latency.p95 < 100)}`,
  );
  console.log(
    `    server RSS ${mb(before.rssMb)} MB before, ${mb(memory.peak)} MB at the peak (read every 20 ms), ${mb(blog.memory().rssMb)} MB after; growth ${mb(growth)} MB   budget < 40 MB: ${verdict(growth < 40)}${madeOf(samples, memory)}`,
  );
}

// --- junk: 10,000 inbox POSTs that must all be refused ------------------------------------------------

async function junkPart(blog: ProductServer, samples: string): Promise<void> {
  // Five accounts the blog knows (their keys kept), whose signatures the junk then spoils.
  const known = Array.from({ length: 5 }, (_, index): Job => ({ kind: "follow", host: host(3, index), user: "reader" }));
  allTaken("the known accounts' Follows", (await fleet.send(blog, known)).sent);
  await until("the known accounts' Accepts", async () => (await fleet.counts()).acceptActors >= known.length, 60_000);
  const junk = (index: number, offset: number): Job => {
    const kind = JUNK_KINDS[index % JUNK_KINDS.length];
    const numbered = index + offset;
    if (kind === "unknown-key") return { kind, host: host(4, numbered % 50_000), user: `nobody${numbered}` };
    if (kind === "refused-key") return { kind, host: host(3, 0), user: `gone${numbered}` };
    return { kind, host: host(3, numbered % known.length), user: "reader" };
  };
  // A warm-up of each kind, not counted: the first refusal of each kind loads and compiles its path.
  await fleet.send(
    blog,
    Array.from({ length: JUNK_KINDS.length * 10 }, (_, index) => junk(index, 1_000_000)),
    { retryBusy: false },
  );
  await quiet(blog);
  await fleet.reset();

  const before = blog.memory();
  const rss = rssPeak(blog);
  const health = sampleLatency(`${blog.base}/healthz`);
  mark("junk: start");
  const { sent, ms: floodMs } = await fleet.send(
    blog,
    Array.from({ length: JUNK }, (_, index) => junk(index, 0)),
    { retryBusy: false },
  );
  mark("junk: end");
  const latency = await health.stop();
  const memory = rss.stop();
  const counts = await fleet.counts();
  const growth = memory.peak - before.rssMb;
  const refused = sent.filter((one) => one.status >= 400 && one.status < 500).length;
  const serverErrors = sent.filter((one) => one.status >= 500).length;
  const unanswered = sent.filter((one) => one.status === 0).length;
  console.log(
    `  ${JUNK.toLocaleString("en")} junk POSTs to the inbox, ${AT_ONCE} at a time, ${JUNK_KINDS.length} kinds in turn: ${(floodMs / 1000).toFixed(1)} s (${(JUNK / (floodMs / 1000)).toFixed(0)}/s); the blog fetched ${counts.keyFetches} keys from the fleet meanwhile`,
  );
  for (const kind of JUNK_KINDS) {
    const ofKind = sent.filter((one) => one.kind === kind);
    const times = percentiles(ofKind.map((one) => one.ms));
    console.log(
      `    ${kind.padEnd(16)} ${tally(ofKind.map((one) => (one.error ? `${one.status} (${one.error})` : one.status)))}; p50 ${ms(times.p50)}, p95 ${ms(times.p95)}`,
    );
  }
  console.log(
    `    ${refused.toLocaleString("en")} of ${JUNK.toLocaleString("en")} answered 4xx, ${serverErrors} 5xx, ${unanswered} without an answer   budget all 4xx, no 5xx: ${verdict(refused === JUNK)}`,
  );
  console.log(
    `    /healthz meanwhile (no budget of its own here): ${latency.count} asked, p50 ${ms(latency.p50)}, p95 ${ms(latency.p95)}, max ${ms(latency.max)}`,
  );
  await quiet(blog);
  console.log(
    `    server RSS ${mb(before.rssMb)} MB before, ${mb(memory.peak)} MB at the peak (read every 20 ms), ${mb(blog.memory().rssMb)} MB once settled; growth ${mb(growth)} MB   budget < 20 MB: ${verdict(growth < 20)}${madeOf(samples, memory)}`,
  );
}

// --- run ------------------------------------------------------------------------------------------------

console.log(
  `Fediverse bench (issue 37): ${cpus().length} cores (${cpus()[0]?.model.trim()}), node ${process.version}, load average ${load()} at the start; one run of each part. The stand-in servers are one forked process on the same cores.`,
);
try {
  if (PARTS.has("inbox")) await withBlog("inbox", (blog) => inboxPart(blog));
  if (PARTS.has("publish")) await withBlog("publish", publishPart);
  if (PARTS.has("junk")) await withBlog("junk", junkPart);
} finally {
  fleetProcess.disconnect();
}
