import type { BrowserContext, Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { archiveContents } from "../server/test/archive-contents";
import { sampleComments, samplePosts } from "../server/seed/sample-content";
import { axeViolations } from "./axe";
import { browserRun, SCREENSHOTS, shoot, signInWithDemo, viewportAt } from "./harness";
import { scrollThroughPage, type ConsoleError } from "./session";

const WIDTHS = [390, 1280] as const;
// Auto-save waits 3 s after the last change; the rest is slack for a busy machine.
const AUTO_SAVE_WAIT_MS = 20_000;

const pendingComment = sampleComments.find((comment) => comment.authorName === "Ben Carver" && !comment.isApproved)!;
const contestedPost = samplePosts.find((post) => post.slug === "lorawan-on-the-farm")!;
const doomedPost = samplePosts.find((post) => post.slug === "vertical-farming-energy-economics")!;

describe("the author at work", () => {
  const run = browserRun();
  const open = (width = 1280) => run.open(viewportAt(width));
  const signIn = (page: Page) =>
    signInWithDemo(page, "/admin", (signedIn) => signedIn.getByRole("heading", { name: "Admin Dashboard" }).waitFor());

  /** Console errors other than the 401 of asking "who is signed in?" while signed out. */
  const unexpected = (errors: ConsoleError[]) => errors.filter((error) => !/401/.test(error.text));

  it("signs in with the demo login and lands on the dashboard, and the sign-in screen explains the providers", async () => {
    for (const width of WIDTHS) {
      const { page, consoleErrors } = await open(width);
      await page.goto("/admin");
      await page.getByRole("heading", { name: "Admin sign-in" }).waitFor();
      // The e2e server has no OAuth apps configured: both buttons say what to set.
      expect(await page.getByRole("button", { name: "Sign in with Google" }).isDisabled()).toBe(true);
      expect(await page.getByText(/set GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET/).isVisible()).toBe(true);
      expect(await page.getByText(`${run.server.url}/auth/google/callback`).isVisible()).toBe(true);
      await shoot(page, `admin-sign-in-${width}`);
      expect(await axeViolations(page)).toEqual([]);

      await page.getByRole("button", { name: "Demo login" }).click();
      await page.getByRole("heading", { name: "Admin Dashboard" }).waitFor();
      expect(await page.evaluate(() => localStorage.getItem("is_authenticated"))).toBe("true");
      expect(unexpected(consoleErrors)).toEqual([]);
    }
  });

  it("shows every dashboard tab", async () => {
    for (const width of WIDTHS) {
      const { page, consoleErrors } = await open(width);
      await signIn(page);
      for (const tab of ["Posts", "Analytics", "Comments", "Profile", "Migration", "AI Tagging", "Backups"]) {
        await page.getByRole("tab", { name: tab, exact: true }).click();
        const panel = page.getByRole("tabpanel", { name: tab, exact: true });
        await panel.waitFor();
        if (tab === "Posts") await panel.getByRole("heading", { name: contestedPost.title }).waitFor();
        if (tab === "Comments") await panel.getByRole("tab", { name: /^Pending \(\d+\)$/ }).waitFor();
        if (tab === "Migration" || tab === "AI Tagging" || tab === "Backups") await page.waitForLoadState("networkidle");
        await shoot(page, `admin-tab-${tab.toLowerCase().replace(" ", "-")}-${width}`);
        expect(await axeViolations(page)).toEqual([]);
      }
      expect(unexpected(consoleErrors)).toEqual([]);
    }
  });

  it("downloads a backup from the backups tab holding every post and comment", async () => {
    const { page } = await open(1280);
    await signIn(page);
    await page.getByRole("tab", { name: "Backups", exact: true }).click();
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download backup" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^furrow-backup-\d{4}-\d{2}-\d{2}\.tar\.gz$/);
    const archive = await archiveContents((await download.path())!);
    expect((archive.collections.posts as unknown as { slug: string }[]).map((post) => post.slug).sort()).toEqual(
      samplePosts.map((post) => post.slug).sort(),
    );
    expect(archive.collections.comments).toHaveLength(sampleComments.length);
  });

  it("writes a post: auto-save moves it to /edit-post/{id}, Publish returns to /admin, and readers see it on the home page", async () => {
    const { page, consoleErrors } = await open(1280);
    await signIn(page);
    await page.getByRole("link", { name: "New Post" }).click();
    await page.waitForURL(`${run.server.url}/create-post`);

    const title = "Hedgerow sensors that pay for themselves";
    const body = "## Why hedgerows\n\nA row of **sensors** along the hedge told us more than the yield map did.";
    await page.getByRole("textbox", { name: "Title" }).fill(title);
    const content = page.getByRole("textbox", { name: "Post content (Markdown)" });
    await content.fill(body);

    await page.waitForURL(/\/edit-post\/[^/]+$/, { timeout: AUTO_SAVE_WAIT_MS });
    const id = new URL(page.url()).pathname.split("/").pop()!;
    await page.getByText("Auto-saved").or(page.getByText("Waiting for changes")).first().waitFor();
    // Same text on screen, and still a draft on the server.
    expect(await page.getByRole("textbox", { name: "Title" }).inputValue()).toBe(title);
    expect(await content.inputValue()).toBe(body);
    const draft = await page.request.get(`/api/admin/blog-posts/${id}`).then((response) => response.json());
    expect(draft).toMatchObject({ title, markdown: body, isPublished: false });
    await shoot(page, "admin-editor-edit-1280");
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Preview" }).click();
    await page.getByRole("region", { name: "Preview" }).getByRole("heading", { name: "Why hedgerows" }).waitFor();
    await shoot(page, "admin-editor-preview-1280");
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await shoot(page, "admin-editor-preview-390");
    await page.getByRole("button", { name: "Edit", exact: true }).click();
    await shoot(page, "admin-editor-edit-390");
    await page.setViewportSize({ width: 1280, height: 900 });

    // The featured image: uploaded through the editor, stored and served in resized copies.
    const picture = await sharp({ create: { width: 1200, height: 675, channels: 3, background: "#4a7c2a" } })
      .png()
      .toBuffer();
    await page.locator('input[type="file"]').setInputFiles({ name: "hedge.png", mimeType: "image/png", buffer: picture });
    const imageUrl = page.getByRole("textbox", { name: "Image URL" });
    await expect.poll(() => imageUrl.inputValue()).toMatch(/^\/uploads\/.+\.webp$/);
    const thumbnail = page.getByRole("img", { name: "Featured image preview" });
    await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
    const uploaded = await imageUrl.inputValue();
    await page.getByRole("textbox", { name: "Alt text" }).fill("A green hedge at the field's edge");

    await page.getByRole("checkbox", { name: "Published", exact: true }).check();
    await page.getByRole("button", { name: "Publish" }).click();
    await page.waitForURL(`${run.server.url}/admin`);
    await page.getByText("Post published successfully!", { exact: true }).waitFor();
    const published = await page.request.get(`/api/admin/blog-posts/${id}`).then((response) => response.json());
    expect(published).toMatchObject({ isPublished: true, featuredImage: uploaded });

    await page.goto("/");
    await page.locator('section[aria-labelledby="latest-heading"]').getByRole("heading", { name: title }).waitFor();
    expect(unexpected(consoleErrors)).toEqual([]);
  });

  it("approves a pending comment, which then appears on its article", async () => {
    const { page, consoleErrors } = await open(1280);
    await signIn(page);
    await page.getByRole("tab", { name: "Comments", exact: true }).click();
    const panel = page.getByRole("tabpanel", { name: "Comments", exact: true });
    const comment = panel.getByRole("article", { name: `Comment by ${pendingComment.authorName}` });
    await comment.getByText(pendingComment.content).waitFor();
    const pendingBefore = await panel.getByRole("tab", { name: /^Pending/ }).textContent();

    await comment.getByRole("button", { name: /^Approve/ }).click();
    await comment.waitFor({ state: "detached" });
    expect(await panel.getByRole("tab", { name: /^Pending/ }).textContent()).not.toBe(pendingBefore);

    await page.goto(`/blog/${pendingComment.postSlug}`);
    await page.getByRole("heading", { level: 1 }).waitFor();
    await scrollThroughPage(page);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.getByText(pendingComment.content).waitFor();
    expect(unexpected(consoleErrors)).toEqual([]);
  });

  it("deletes a post after the confirm dialog, and it is gone from the list and from readers", async () => {
    const { page, consoleErrors } = await open(1280);
    await signIn(page);
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.accept();
    });

    await page.getByRole("button", { name: `Delete ${doomedPost.title}` }).click();
    await page.getByText("Blog post deleted successfully", { exact: true }).waitFor();
    await page.getByRole("heading", { name: doomedPost.title }).waitFor({ state: "detached" });
    expect(dialogs).toEqual(["Are you sure you want to delete this post?"]);

    const response = await page.request.get(`/api/blog-posts/${doomedPost.slug}`);
    expect(response.status()).toBe(404);
    expect(unexpected(consoleErrors)).toEqual([]);
  });

  it("two tabs editing one post lose nothing: the second save is told of the conflict and can overwrite", async () => {
    const { context, page: tabA, consoleErrors } = await open(1280);
    await signIn(tabA);
    const posts: { id: string; slug: string }[] = await tabA.request.get("/api/admin/blog-posts").then((response) => response.json());
    const id = posts.find((post) => post.slug === contestedPost.slug)!.id;

    const tabB = await (context as BrowserContext).newPage();
    const errorsB: string[] = [];
    tabB.on("pageerror", (error) => errorsB.push(error.message));
    const bodyOf = (page: Page) => page.getByRole("textbox", { name: "Post content (Markdown)" });

    for (const tab of [tabA, tabB]) {
      await tab.goto(`/edit-post/${id}`);
      await tab.getByRole("textbox", { name: "Title" }).waitFor();
    }

    await bodyOf(tabA).fill("Tab A's version of the gateway story.");
    await tabA.getByRole("button", { name: "Publish" }).click();
    await tabA.waitForURL(`${run.server.url}/admin`);

    const textB = "Tab B's version, written at the same time, and it must survive.";
    await bodyOf(tabB).fill(textB);
    await tabB.getByRole("button", { name: "Publish" }).click();

    const conflict = tabB.getByRole("alert").filter({ hasText: "This post was changed elsewhere" });
    await conflict.waitFor();
    expect(await bodyOf(tabB).inputValue()).toBe(textB);
    expect(tabB.url()).toBe(`${run.server.url}/edit-post/${id}`);
    await tabB.screenshot({ path: `${SCREENSHOTS}admin-editor-conflict-1280.png` });
    expect(await axeViolations(tabB)).toEqual([]);

    await conflict.getByRole("button", { name: "Overwrite" }).click();
    await tabB.waitForURL(`${run.server.url}/admin`);

    await tabB.goto(`/edit-post/${id}`);
    expect(await bodyOf(tabB).inputValue()).toBe(textB);
    const stored = await tabB.request.get(`/api/blog-posts/${contestedPost.slug}`).then((response) => response.json());
    expect(stored.content).toContain("Tab B");
    expect(unexpected(consoleErrors)).toEqual([]);
    expect(errorsB).toEqual([]);
  });
});
