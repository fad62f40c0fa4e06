import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { AdminPost, PostCard } from "../shared/types";
import { samplePosts } from "../server/seed/sample-content";
import { axeViolations } from "./axe";
import { browserRun, shoot, signInWithDemo, viewportAt } from "./harness";

/** A published sample post no other suite edits. */
const POST = samplePosts.filter((post) => post.isPublished).at(-1)!;
const REGRETTED = "Drainage tiles settle every argument about wet corners.";

describe("the author's history and schedule in a real browser", () => {
  const run = browserRun();
  const signIn = (page: Page) =>
    signInWithDemo(page, "/admin", (signedIn) => signedIn.getByRole("heading", { name: "Admin Dashboard" }).waitFor());

  async function postId(page: Page, slug: string): Promise<string> {
    const posts = (await (await page.request.get("/api/admin/blog-posts")).json()) as PostCard[];
    return posts.find((post) => post.slug === slug)!.id;
  }

  async function openEditor(page: Page, id: string) {
    await page.goto(`/edit-post/${id}`);
    await page.getByRole("textbox", { name: "Post content (Markdown)" }).waitFor();
  }

  it("opens History, sees what a restore would change, restores, and readers see the restored text", async () => {
    const { page, consoleErrors } = await run.open(viewportAt(1280));
    await signIn(page);
    const id = await postId(page, POST.slug);

    // A paragraph the author later regrets, saved with the button.
    await openEditor(page, id);
    const content = page.getByRole("textbox", { name: "Post content (Markdown)" });
    await content.fill(`${await content.inputValue()}\n\n${REGRETTED}`);
    await page.getByRole("button", { name: "Publish" }).click();
    await page.waitForURL(`${run.server.url}/admin`);
    await expect
      .poll(async () => (await (await page.request.get(`/api/blog-posts/${POST.slug}`)).json()).content)
      .toContain("Drainage tiles");

    await openEditor(page, id);
    await page.getByRole("button", { name: "History" }).click();
    const dialog = page.getByRole("dialog", { name: "History" });
    const versions = dialog.getByRole("listitem");
    await versions.first().waitFor();
    expect(await versions.count()).toBeGreaterThanOrEqual(2);
    expect(await versions.first().innerText()).toMatch(/Edited/);

    // The version before the regret: restoring it would strike the paragraph out.
    await versions.nth(1).getByRole("button").click();
    const changes = dialog.getByRole("tabpanel", { name: "Changes" });
    await dialog.getByText("What restoring this version would change in the current text:").waitFor();
    await expect
      .poll(() => changes.locator("del").allInnerTexts())
      .toEqual(expect.arrayContaining([expect.stringContaining("Drainage tiles settle")]));
    await shoot(page, "editor-history-1280");
    expect(await axeViolations(page)).toEqual([]);

    await dialog.getByRole("tab", { name: "Preview" }).click();
    await dialog.getByRole("tabpanel", { name: "Preview" }).getByRole("heading", { name: POST.title }).first().waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await dialog.getByRole("button", { name: "Restore this version" }).click();
    await page
      .getByText(/^Restored version #\d+$/)
      .first()
      .waitFor();
    expect(await content.inputValue()).not.toContain(REGRETTED);

    // Readers get the restored text, and the history kept every entry, the restore on top.
    await page.goto(`/blog/${POST.slug}`);
    await page.getByRole("heading", { level: 1, name: POST.title }).waitFor();
    expect(await page.locator("main").innerText()).not.toContain("Drainage tiles");
    const history = (await (await page.request.get(`/api/admin/blog-posts/${id}/revisions`)).json()) as { kind: string }[];
    expect(history.map((entry) => entry.kind).slice(0, 2)).toEqual(["restore", "edit"]);
    const post = (await (await page.request.get(`/api/admin/blog-posts/${id}`)).json()) as AdminPost;
    expect(post.isPublished).toBe(true);
    expect(consoleErrors.filter((error) => !/401/.test(error.text))).toEqual([]);
  });

  it("schedules a new post in the author's time zone: the list shows its time and readers cannot reach it", async () => {
    const { page } = await run.open(viewportAt(1280));
    await signIn(page);
    await page.getByRole("link", { name: "New Post" }).click();
    await page.waitForURL(`${run.server.url}/create-post`);
    const title = "Frost alarms that wake the right person";
    await page.getByRole("textbox", { name: "Title" }).fill(title);
    await page.getByRole("textbox", { name: "Post content (Markdown)" }).fill("Orchard sensors ring before the frost does.");

    // Tomorrow at 09:30 on the author's clock.
    const when = await page.evaluate(() => {
      const date = new Date(Date.now() + 24 * 60 * 60 * 1000);
      const pad = (value: number) => String(value).padStart(2, "0");
      return {
        input: `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T09:30`,
        utc: new Date(date.getFullYear(), date.getMonth(), date.getDate(), 9, 30).toISOString(),
      };
    });
    await page.getByLabel("Publish on").fill(when.input);
    await page.getByText(/^Goes live /).waitFor();
    await shoot(page, "editor-schedule-1280");
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Schedule", exact: true }).click();
    await page.waitForURL(`${run.server.url}/admin`);
    await page
      .getByText(/^Post scheduled for /)
      .first()
      .waitFor();
    const panel = page.getByRole("tabpanel", { name: "Posts", exact: true });
    await panel.getByText("Scheduled", { exact: true }).first().waitFor();

    const posts = (await (await page.request.get("/api/admin/blog-posts")).json()) as PostCard[];
    const scheduled = posts.find((post) => post.title === title)!;
    expect(scheduled).toMatchObject({ isPublished: false, scheduledAt: when.utc });
    const reader = await run.open(viewportAt(1280));
    expect((await reader.page.goto(`/blog/${scheduled.slug}`))!.status()).toBe(404);
    expect(await (await reader.page.request.get("/sitemap.xml")).text()).not.toContain(scheduled.slug);
  });
});
