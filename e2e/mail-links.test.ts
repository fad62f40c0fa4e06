import { join } from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emlsIn, linksInEml } from "../server/test/mail-links";
import { axeViolations } from "./axe";
import { browserRun, viewportAt } from "./harness";
import { hydrated } from "./session";

/**
 * A reader follows the confirmation link of a real mail, as the server wrote it to its outbox:
 * the page asks for one click, and only the click confirms.
 */
describe("a confirmation link from a mail, opened in a browser", () => {
  const run = browserRun();

  async function confirmationLinkFor(email: string): Promise<string> {
    const res = await fetch(`${run.server.url}/api/newsletter/subscribe`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email }),
    });
    expect(res.status).toBe(200);
    const outbox = join(run.server.dataDir, "outbox");
    // The mail worker sends it on its own time: wait for the file, not for a set while.
    await expect.poll(async () => (await emlsIn(outbox)).some((mail) => mail.to === email), { timeout: 15_000 }).toBe(true);
    const mail = (await emlsIn(outbox)).find((entry) => entry.to === email)!;
    const link = linksInEml(mail.raw).find((found) => found.includes("action=confirm"));
    expect(link).toBeDefined();
    const url = new URL(link!);
    return url.pathname + url.search;
  }

  it("with JavaScript: the page asks, nothing happens on load, and the button confirms", async () => {
    const link = await confirmationLinkFor("js-reader@example.com");
    const { page, consoleErrors } = await run.open(viewportAt(1280));
    await page.goto(link);
    await page.getByRole("heading", { name: "Confirm your subscription" }).waitFor();
    const button = await hydrated(page.getByRole("button", { name: "Confirm my subscription" }));
    expect(await axeViolations(page)).toEqual([]);
    // Opened again, hydrated and all: had either load confirmed, the click would find it done already.
    await page.reload();
    await hydrated(button);

    await button.click();
    await page.waitForURL("**/newsletter?confirm=confirmed");
    await page.getByRole("heading", { name: "You're subscribed" }).waitFor();
    await page.getByText("Thanks for confirming your address. New articles will arrive in your inbox as they are published.").waitFor();
    expect(consoleErrors.filter((error) => !/401/.test(error.text))).toEqual([]);
  });

  describe("with JavaScript turned off", () => {
    let context: BrowserContext;
    let page: Page;

    beforeAll(async () => {
      context = await run.browser.newContext({ baseURL: run.server.url, javaScriptEnabled: false, viewport: viewportAt(390) });
      page = await context.newPage();
    });
    afterAll(async () => {
      await context?.close();
    });

    it("the server-drawn page's button posts, and the page it is sent on to says the address is confirmed", async () => {
      const link = await confirmationLinkFor("no-js-reader@example.com");
      await page.goto(link);
      await page.getByRole("heading", { name: "Confirm your subscription" }).waitFor();
      await page.getByRole("button", { name: "Confirm my subscription" }).click();
      await page.waitForURL("**/newsletter?confirm=confirmed");
      await page.getByRole("heading", { name: "You're subscribed" }).waitFor();
      await page.getByText("Thanks for confirming your address. New articles will arrive in your inbox as they are published.").waitFor();
    });

    it("an unsubscribe link's page posts its button too; a made-up token is told the link doesn't work", async () => {
      await page.goto("/api/newsletter/unsubscribe?token=made-up");
      await page.getByRole("heading", { name: "Unsubscribe from the newsletter?" }).waitFor();
      await page.getByRole("button", { name: "Unsubscribe" }).click();
      await page.waitForURL("**/newsletter?unsubscribe=invalid");
      await page.getByRole("heading", { name: "This unsubscribe link doesn't work" }).waitFor();
    });
  });
});
