/**
 * How long "Connect a MongoDB" in the admin takes to give up on a database that never answers,
 * with the default MONGODB_CONNECT_TIMEOUT_MS, and on a refused port. Printed, never asserted;
 * the test runs the same path with a tenth of a second.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig } from "../server/config";
import { systemClock } from "../server/lib/clock";
import { createLogger } from "../server/lib/logger";
import { createServices } from "../server/services";
import { openStore } from "../server/store/open-store";
import { silentServer } from "../server/test/silent-server";

const dataDir = await mkdtemp(join(tmpdir(), "furrow-migration-"));
const store = await openStore({ dataDir });
const silent = await silentServer();
try {
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent" });
  const { migration } = createServices(store, { config, clock: systemClock, logger: createLogger("silent") });
  for (const [what, uri] of [
    ["a server that never answers", `mongodb://127.0.0.1:${silent.port}/`],
    ["a refused port", "mongodb://127.0.0.1:1/"],
  ]) {
    const started = performance.now();
    const outcome = await migration.connectMongo(uri, "furrow").then(
      () => "connected",
      (error: Error) => error.message,
    );
    console.log(
      `connect a MongoDB, ${what} (timeout ${config.mongodbConnectTimeoutMs} ms): gave up after ${((performance.now() - started) / 1000).toFixed(2)} s: ${outcome}`,
    );
  }
} finally {
  await silent.close();
  await store.close();
  await rm(dataDir, { recursive: true, force: true });
}
