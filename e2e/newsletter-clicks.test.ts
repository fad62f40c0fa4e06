import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { emlsIn, linksInEml } from "../server/test/mail-links";
import { axeViolations } from "./axe";
import { browserRun, shoot, signInWithDemo, viewportAt } from "./harness";

const READER = "clicks-reader@example.com";
// A reader's own browser: the headless one says it is headless, and such agents are not counted.
const READERS_BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const LINK_TEXT = "every post on the blog";

describe("a newsletter link followed in a browser is counted, and the author sees the count", () => {
  const run = browserRun();
  const outboxDir = () => join(run.server.dataDir, "outbox");
  const mailTo = async (email: string, subject: RegExp) => {
    // The mail worker sends on its own time: wait for the file, not for a set while.
    await expect
      .poll(async () => (await emlsIn(outboxDir())).some((mail) => mail.to === email && subject.test(mail.subject)), { timeout: 30_000 })
      .toBe(true);
    return (await emlsIn(outboxDir())).find((mail) => mail.to === email && subject.test(mail.subject))!;
  };
  const signIn = (page: Page) =>
    signInWithDemo(page, "/admin", (signedIn) => signedIn.getByRole("heading", { name: "Admin Dashboard" }).waitFor());
  const sentPosts = async (page: Page) => {
    await page.getByRole("tab", { name: "Newsletter", exact: true }).click();
    const panel = page.getByRole("tabpanel", { name: "Newsletter", exact: true });
    await panel.getByRole("tab", { name: "Sent posts" }).click();
    return panel;
  };

  it("a reader follows a link from the post's mail to its page; Sent posts shows the click on that link", async () => {
    // A confirmed reader, as the sign-up and the confirmation page's button make one.
    const subscribed = await fetch(`${run.server.url}/api/newsletter/subscribe`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: READER }),
    });
    expect(subscribed.status).toBe(200);
    const confirmLink = new URL(
      linksInEml((await mailTo(READER, /^Confirm your subscription/)).raw).find((link) => link.includes("action=confirm"))!,
    );
    const confirmed = await fetch(`${run.server.url}/api/newsletter/confirm?token=${confirmLink.searchParams.get("token")}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "",
      redirect: "manual",
    });
    expect(confirmed.headers.get("location")).toBe("/newsletter?confirm=confirmed");

    const { page, consoleErrors } = await run.open(viewportAt(1280), { userAgent: READERS_BROWSER });
    await signIn(page);
    await page.goto("/create-post");
    const title = `Strip trials ${Date.now()}`;
    await page.getByRole("textbox", { name: "Title" }).fill(title);
    await page
      .getByRole("textbox", { name: "Post content (Markdown)" })
      .fill(`What the strip trials showed. More in [${LINK_TEXT}](/posts).`);
    await page.getByRole("combobox", { name: "What the email holds" }).selectOption("full");
    await page.getByRole("checkbox", { name: "Published", exact: true }).check();
    await page.getByRole("button", { name: "Publish" }).click();
    await page.waitForURL(`${run.server.url}/admin`);

    // The reader's mail as the author's Outbox shows it: the post's link leads through the site.
    await mailTo(READER, new RegExp(`^${title}$`));
    const outbox = (await (await page.request.get("/api/admin/outbox")).json()) as { id: string; to: string; subject: string }[];
    const entry = outbox.find((message) => message.to === READER && message.subject === title)!;
    const { html } = (await (await page.request.get(`/api/admin/outbox/${entry.id}`)).json()) as { html: string };
    const href = new RegExp(`<a href="([^"]+)">${LINK_TEXT}</a>`).exec(html)?.[1];
    expect(href).toMatch(new RegExp(`^${run.server.url}/l/[\\w-]+\\.[\\w-]{16}$`));

    await page.goto(href!);
    await page.waitForURL(`${run.server.url}/posts`);
    await page.getByRole("heading", { name: "All Blog Posts" }).waitFor();

    // A link of this mail under another send's name leads nowhere, and says so.
    await page.goto(href!.replace(/\/l\/[\w-]+\./, "/l/another-send."));
    await page.getByRole("heading", { name: "This link leads nowhere" }).waitFor();

    await page.goto("/admin");
    const panel = await sentPosts(page);
    const sent = panel.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
    await sent.getByText(/^1 click on 2 links$/).click();
    const row = sent
      .getByRole("row")
      .filter({ has: page.getByRole("link", { name: `${new URL(run.server.url).host}/posts`, exact: true }) });
    await expect
      .poll(async () => (await row.getByRole("cell").allTextContents()).map((text) => text.trim()))
      .toEqual([`${new URL(run.server.url).host}/posts`, "1"]);
    await shoot(page, "admin-newsletter-clicks-1280");
    expect(await axeViolations(page)).toEqual([]);
    expect(consoleErrors.filter((error) => !/401|404/.test(error.text))).toEqual([]);
  });
});
