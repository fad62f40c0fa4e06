import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations } from "./axe";
import { browserRun, shoot, signInWithDemo, viewportAt } from "./harness";
import { startServer } from "./server";
import { hydrated, type ConsoleError } from "./session";

/** Console errors other than the 401 of asking "who is signed in?" while signed out. */
const unexpected = (errors: ConsoleError[]) => errors.filter((error) => !/401/.test(error.text));

/** Signs in and opens the Backups tab once it can be clicked; returns the snapshots' region. */
async function openBackups(page: Page) {
  await signInWithDemo(page, "/admin", (signedIn) => signedIn.getByRole("heading", { name: "Admin Dashboard" }).waitFor());
  await (await hydrated(page.getByRole("tab", { name: "Backups", exact: true }))).click();
  return page.getByRole("tabpanel", { name: "Backups", exact: true }).getByRole("region", { name: "Snapshots" });
}

describe("the backups panel", () => {
  const run = browserRun();

  it("takes a snapshot with Back up now, lists it with its passed check, and its Download link answers with the file", async () => {
    const { page, consoleErrors } = await run.open(viewportAt(1280));
    const panel = await openBackups(page);
    // The schedule may have taken one already by now: whichever, the panel has settled once one of these shows.
    await panel
      .getByRole("table", { name: "Kept snapshots, newest first" })
      .or(panel.getByText(/^No snapshots yet\./))
      .waitFor();
    expect(await panel.getByText("Keeps 7 daily and 4 weekly snapshots").isVisible()).toBe(true);
    // "due now" while the snapshot the server's start began is still being taken.
    expect(await panel.getByText(/^Next snapshot: (in |due now)/).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await (await hydrated(panel.getByRole("button", { name: "Back up now" }))).click();
    await page.getByText("Backup taken", { exact: true }).waitFor({ timeout: 60_000 });
    const table = panel.getByRole("table", { name: "Kept snapshots, newest first" });
    const taken = table.getByRole("row").filter({ hasText: "Taken with Back up now" });
    await taken.first().waitFor();
    expect(await taken.first().getByText("Checked: integrity ok, counts match").isVisible()).toBe(true);
    expect(await panel.getByText("Last snapshot").isVisible()).toBe(true);
    // A good snapshot now exists, so the dashboard's warning (if the first one was still due) is gone.
    await page.getByRole("button", { name: "Open Backups" }).waitFor({ state: "detached" });

    const href = (await taken
      .first()
      .getByRole("link", { name: /^Download the snapshot of / })
      .getAttribute("href"))!;
    expect(href).toMatch(/^\/api\/admin\/backups\/[\w.-]+\/download$/);
    const download = await page.evaluate(async (url) => {
      const res = await fetch(url);
      return { status: res.status, bytes: (await res.arrayBuffer()).byteLength };
    }, href);
    expect(download.status).toBe(200);
    expect(download.bytes).toBeGreaterThan(0);

    await shoot(page, "backups-panel-1280");
    expect(await axeViolations(page)).toEqual([]);
    expect(unexpected(consoleErrors)).toEqual([]);
  });

  it("fits a phone: the tab list, the panel and the table pass axe at 390 px", async () => {
    const { page, consoleErrors } = await run.open(viewportAt(390));
    const panel = await openBackups(page);
    await panel.getByRole("table", { name: "Kept snapshots, newest first" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await shoot(page, "backups-panel-390");
    expect(await axeViolations(page)).toEqual([]);
    expect(unexpected(consoleErrors)).toEqual([]);
  });
});

describe("the backups panel with the schedule off", () => {
  const run = browserRun(() => startServer({ env: { BACKUP_EVERY_HOURS: "0" } }));

  it("says scheduled snapshots are off, and that none is kept yet", async () => {
    const { page, consoleErrors } = await run.open(viewportAt(1280));
    const panel = await openBackups(page);
    await panel.getByText("Scheduled snapshots are off (BACKUP_EVERY_HOURS=0)").waitFor();
    expect(await panel.getByText(/^No snapshots yet\. Scheduled snapshots are off/).isVisible()).toBe(true);
    // Off is the author's choice: no warning on the dashboard for it.
    expect(await page.getByRole("button", { name: "Open Backups" }).count()).toBe(0);
    await shoot(page, "backups-panel-off-1280");
    expect(await axeViolations(page)).toEqual([]);
    expect(unexpected(consoleErrors)).toEqual([]);
  });
});
