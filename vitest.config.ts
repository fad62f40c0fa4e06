import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const alias = { "@": fromRoot("./client/src"), "@shared": fromRoot("./shared") };

export default defineConfig({
  test: {
    // Vitest's default leaves one core free, which on a two-core machine (CI's) runs one file at a
    // time while most of them wait on a server or a child process: two at a time cut CI's run by a fifth.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        resolve: { alias },
        test: { name: "shared", environment: "node", include: ["shared/**/*.test.ts"] },
      },
      {
        resolve: { alias },
        test: {
          name: "server",
          environment: "node",
          // Each file starts its own app, store and folders, so they can share one module graph:
          // importing it again for each of ~190 files cost about 1.8 s of a worker's time per file.
          isolate: false,
          include: ["server/**/*.test.ts"],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: "client",
          environment: "jsdom",
          include: ["client/**/*.test.{ts,tsx}"],
          setupFiles: ["./client/src/test/setup.ts"],
          // Five seconds is vitest's default; a busy two-core machine running the browser tests beside these needs more.
          testTimeout: 15_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "e2e",
          environment: "node",
          // Each file starts its own server and browser; between files a fresh worker took about 5 s.
          isolate: false,
          include: ["e2e/**/*.test.ts"],
          globalSetup: ["./e2e/global-setup.ts"],
          env: { TEST_SERVER_COMMAND: "start" },
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A condition polled for (an upload resized, a count arrived) may take seconds on a busy machine, not vitest's default one.
          expect: { poll: { timeout: 15_000 } },
          // One browser at a time keeps two CI cores from thrashing.
          fileParallelism: false,
          // After the other projects: vitest runs projects of one worker in a group of their own.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
