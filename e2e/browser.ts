import { existsSync } from "node:fs";
import { chromium, type Browser } from "playwright-core";

/**
 * Flags for a quiet, offline-friendly headless Chromium: no sandbox (containers and CI run as
 * root), no GPU, and none of the background traffic (updates, sync, QUIC probes) a test should
 * never depend on.
 */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];

const SYSTEM_CHROMIUM = "/usr/bin/chromium";

export interface ChromiumExecutable {
  path: string;
  source: "CHROME_PATH" | "system" | "@sparticuz/chromium";
}

/** CHROME_PATH, else the system Chromium, else the one @sparticuz/chromium ships. */
export async function chromiumExecutable(): Promise<ChromiumExecutable> {
  const fromEnv = process.env.CHROME_PATH?.trim();
  if (fromEnv) return { path: fromEnv, source: "CHROME_PATH" };
  if (existsSync(SYSTEM_CHROMIUM)) return { path: SYSTEM_CHROMIUM, source: "system" };
  // Unpacks the bundled chrome-headless-shell into the temp directory on first use.
  const sparticuz = (await import("@sparticuz/chromium")).default;
  return { path: await sparticuz.executablePath(), source: "@sparticuz/chromium" };
}

/**
 * Launches headless Chromium. The @sparticuz package's own `chromium.args` are deliberately not
 * merged: they are tuned for AWS Lambda and include --single-process and --disable-web-security,
 * which would change how the pages under test behave; the flags above are enough to run it here.
 */
export async function launchBrowser(): Promise<Browser> {
  const { path } = await chromiumExecutable();
  return chromium.launch({ executablePath: path, args: CHROMIUM_ARGS, headless: true });
}
