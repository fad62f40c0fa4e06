import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations } from "./axe";
import { browserRun, shoot, signInWithDemo, viewportAt } from "./harness";
import { hydrated } from "./session";

const READER = "field-notes@example.com";

describe("the newsletter, from sign-up to the author's outbox", () => {
  const run = browserRun();
  const signIn = (page: Page) =>
    signInWithDemo(page, "/admin", (signedIn) => signedIn.getByRole("heading", { name: "Admin Dashboard" }).waitFor());
  const openNewsletterTab = async (page: Page, section: "Subscribers" | "Sent posts" | "Outbox") => {
    await page.getByRole("tab", { name: "Newsletter", exact: true }).click();
    const panel = page.getByRole("tabpanel", { name: "Newsletter", exact: true });
    await panel.getByRole("tab", { name: section }).click();
    return panel;
  };

  it("a reader subscribes on the home page; the confirmation is in the outbox; its link confirms on a page of the site", async () => {
    const { page, consoleErrors } = await run.open(viewportAt(1280));
    await page.goto("/");
    await page.getByTestId("newsletter-slot").scrollIntoViewIfNeeded();
    await (await hydrated(page.getByLabel("Email address"))).fill(READER);
    await page.getByRole("button", { name: "Subscribe" }).click();
    await page.getByText("Successfully subscribed!").first().waitFor();
    await page.getByText("Check your inbox to confirm your address.").first().waitFor();

    await signIn(page);
    const outbox = await openNewsletterTab(page, "Outbox");
    const message = outbox.getByRole("button", { name: new RegExp(`Confirm your subscription to Furrow.*${READER}`) });
    await message.waitFor();
    await message.click();
    const frame = page.frameLocator('iframe[title^="The HTML of"]');
    await frame.getByRole("link", { name: "Confirm your subscription" }).waitFor();
    await shoot(page, "admin-newsletter-outbox-1280");
    expect(await axeViolations(page)).toEqual([]);
    await outbox.getByRole("tab", { name: "Plain text" }).click();
    const text = (await outbox.locator("pre").textContent()) ?? "";
    const link = /https?:\/\/\S+\/newsletter\?action=confirm&token=\S+/.exec(text)?.[0];
    expect(link).toBeDefined();

    // The link only asks: the button confirms (mail scanners open every link of a mail).
    await page.goto(new URL(link!).pathname + new URL(link!).search);
    await (await hydrated(page.getByRole("button", { name: "Confirm my subscription" }))).click();
    await page.waitForURL("**/newsletter?confirm=confirmed");
    await page.getByRole("heading", { name: "You're subscribed" }).waitFor();
    await shoot(page, "newsletter-confirmed-1280");
    expect(await axeViolations(page)).toEqual([]);

    await page.goto("/admin");
    const subscribers = await openNewsletterTab(page, "Subscribers");
    const row = subscribers.getByRole("row", { name: new RegExp(READER) });
    await row.getByText("Confirmed").waitFor();
    await subscribers.getByRole("button", { name: /^Confirmed \(\d+\)$/ }).waitFor();
    await shoot(page, "admin-newsletter-subscribers-1280");
    expect(await axeViolations(page)).toEqual([]);
    expect(consoleErrors.filter((error) => !/401/.test(error.text))).toEqual([]);
  });

  it("the author publishes a post with the newsletter ticked; it goes out, and its unsubscribe link works", async () => {
    const { page, consoleErrors } = await run.open(viewportAt(1280));
    await signIn(page);
    await page.goto("/create-post");
    const title = `Hedgerow sensors ${Date.now()}`;
    await page.getByRole("textbox", { name: "Title" }).fill(title);
    await page.getByRole("textbox", { name: "Post content (Markdown)" }).fill("What the hedgerow sensors told us this spring.");
    const send = page.getByRole("checkbox", { name: "Email it to subscribers when published" });
    expect(await send.isChecked()).toBe(true);
    await page.getByRole("combobox", { name: "What the email holds" }).selectOption("full");
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("checkbox", { name: "Published", exact: true }).check();
    await page.getByRole("button", { name: "Publish" }).click();
    await page.waitForURL(`${run.server.url}/admin`);

    const panel = await openNewsletterTab(page, "Sent posts");
    const sent = panel.getByRole("listitem").filter({ hasText: title });
    await sent.getByText(/^1 sent · 0 failed · 0 pending/).waitFor({ timeout: 20_000 });
    await shoot(page, "admin-newsletter-sends-1280");
    expect(await axeViolations(page)).toEqual([]);

    const outbox = await openNewsletterTab(page, "Outbox");
    await outbox.getByRole("button", { name: new RegExp(title) }).click();
    await page.frameLocator('iframe[title^="The HTML of"]').getByText("What the hedgerow sensors told us this spring.").waitFor();
    await outbox.getByRole("tab", { name: "Plain text" }).click();
    const text = (await outbox.locator("pre").textContent()) ?? "";
    const unsubscribe = new URL(/https?:\/\/\S+\/newsletter\?action=unsubscribe&token=\S+/.exec(text)![0]);
    await page.goto(unsubscribe.pathname + unsubscribe.search);
    await (await hydrated(page.getByRole("button", { name: "Unsubscribe" }))).click();
    await page.waitForURL("**/newsletter?unsubscribe=unsubscribed");
    await page.getByRole("heading", { name: "You're unsubscribed" }).waitFor();

    await page.goto("/admin");
    const subscribers = await openNewsletterTab(page, "Subscribers");
    await subscribers
      .getByRole("row", { name: new RegExp(READER) })
      .getByText("Unsubscribed")
      .waitFor();
    expect(consoleErrors.filter((error) => !/401/.test(error.text))).toEqual([]);
  });

  it("shows the pages the mail's links lead to, phone-sized, with the sign-up form where it helps", async () => {
    const { page } = await run.open(viewportAt(390));
    // A link cut short when it was copied.
    await page.goto("/api/newsletter/confirm?token=cut-short");
    await page.getByRole("heading", { name: "Confirm your subscription" }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await (await hydrated(page.getByRole("button", { name: "Confirm my subscription" }))).click();
    await page.waitForURL("**/newsletter?confirm=invalid");
    await page.getByRole("heading", { name: "This confirmation link doesn't work" }).waitFor();
    await page.getByRole("heading", { name: "Stay in the Loop" }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.goto("/api/newsletter/unsubscribe?token=cut-short");
    await (await hydrated(page.getByRole("button", { name: "Unsubscribe" }))).click();
    await page.waitForURL("**/newsletter?unsubscribe=invalid");
    await page.getByRole("heading", { name: "This unsubscribe link doesn't work" }).waitFor();

    await page.goto("/newsletter?unsubscribe=unsubscribed");
    await page.getByRole("heading", { name: "You're unsubscribed" }).waitFor();
    await page.getByLabel("Email address").waitFor();
    await shoot(page, "newsletter-unsubscribed-390");
    expect(await axeViolations(page)).toEqual([]);
    // Not for search engines: it is about one reader's address.
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toMatch(/noindex/);
  });

  it("lets the author find, remove and export subscribers", async () => {
    const { page } = await run.open(viewportAt(390));
    await signIn(page);
    const subscribers = await openNewsletterTab(page, "Subscribers");
    // The previous list stays on screen, dimmed and marked busy, until the search's answer replaces it.
    const searched = page.waitForResponse((res) => res.url().includes("/api/admin/subscribers?") && res.url().includes("field-notes"));
    await subscribers.getByLabel("Search subscribers").fill("field-notes");
    await searched;
    await subscribers.getByRole("row", { name: new RegExp(READER) }).waitFor();
    await subscribers.locator('[aria-busy="true"]').waitFor({ state: "detached" });
    expect(await axeViolations(page)).toEqual([]);
    const download = page.waitForEvent("download");
    await subscribers.getByRole("link", { name: "Export CSV" }).click();
    const csv = await (await download).path();
    expect(csv).toBeTruthy();

    page.once("dialog", (dialog) => void dialog.accept());
    await subscribers.getByRole("button", { name: `Remove ${READER}` }).click();
    await page.getByText("Subscriber removed").first().waitFor();
    await subscribers.getByText("No subscribers match.").waitFor();
  });
});
