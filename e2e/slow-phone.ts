import type { Page } from "playwright-core";

/** How fast the reader's device and connection are, as Chromium emulates them. */
export interface Conditions {
  name: string;
  /** How many times slower the CPU runs (1: as the machine is). */
  cpuSlowdown: number;
  network?: { latencyMs: number; downloadBitsPerSecond: number; uploadBitsPerSecond: number };
}

export const FULL_SPEED: Conditions = { name: "at full speed", cpuSlowdown: 1 };

/** Lighthouse's mobile run: a mid-range phone (CPU 4x slower) on slow 4G (150 ms, 1.6 Mbps down, 750 kbps up). */
export const SLOW_PHONE: Conditions = {
  name: "on a slow phone",
  cpuSlowdown: 4,
  network: { latencyMs: 150, downloadBitsPerSecond: 1_600_000, uploadBitsPerSecond: 750_000 },
};

export async function emulate(page: Page, conditions: Conditions): Promise<void> {
  if (conditions.cpuSlowdown === 1 && !conditions.network) return;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: conditions.cpuSlowdown });
  if (conditions.network) {
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: conditions.network.latencyMs,
      downloadThroughput: conditions.network.downloadBitsPerSecond / 8,
      uploadThroughput: conditions.network.uploadBitsPerSecond / 8,
    });
  }
}

export interface HeldAppScripts {
  /** How many of the app's script files the page has asked for and not yet received. */
  held(): number;
  /** Lets them (and every later one) through. */
  release(): Promise<void>;
}

/**
 * Holds back every script file of the app (/assets/*.js) until `release`, as a slow network does
 * for longer than a reader waits: the page is painted and readable, its app not started. A test
 * acting meanwhile knows its action came before the app.
 */
export async function holdAppScripts(page: Page): Promise<HeldAppScripts> {
  let released = false;
  let open: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  let waiting = 0;
  const isAppScript = (url: URL) => url.pathname.startsWith("/assets/") && url.pathname.endsWith(".js");
  await page.route(isAppScript, async (route) => {
    if (!released) {
      waiting++;
      await gate;
      waiting--;
    }
    await route.fallback();
  });
  return {
    held: () => waiting,
    async release() {
      released = true;
      open();
    },
  };
}

/** True once the page's app has mounted (client/src/app/app.tsx marks it). */
export function appIsRunning(page: Page): Promise<boolean> {
  return page.evaluate(() => "interactive" in document.documentElement.dataset);
}
