import { describe, expect, it } from "vitest";
import { samplePosts } from "../server/seed/sample-content";
import { axeViolations } from "./axe";
import { browserRun, SCREENSHOTS, signInWithDemo, viewportAt } from "./harness";
import { animationsSettled } from "./session";

const ndviPost = samplePosts.find((post) => post.slug === "reading-ndvi-maps-without-fooling-yourself")!;

describe("the author tags posts", () => {
  const run = browserRun();

  /** Signed in with the demo login, on the dashboard's AI Tagging tab. */
  async function openTaggingTab(width = 1280) {
    const session = await run.open(viewportAt(width));
    const { page } = session;
    await signInWithDemo(page, "/admin", (signedIn) => signedIn.getByRole("heading", { name: "Admin Dashboard" }).waitFor());
    await page.getByRole("tab", { name: "AI Tagging", exact: true }).click();
    const panel = page.getByRole("tabpanel", { name: "AI Tagging", exact: true });
    await panel.getByRole("combobox", { name: "Post" }).waitFor();
    return { ...session, panel };
  }

  it("analyses a post, saves one accepted suggestion, and readers see the tag on the post", async () => {
    const { page, panel, consoleErrors } = await openTaggingTab();
    await panel.getByRole("combobox", { name: "Post" }).selectOption({ label: ndviPost.title });
    await panel.getByRole("list", { name: "Tags on this post" }).waitFor();
    await panel.getByRole("button", { name: "Analyze Post" }).click();

    const chips = panel.getByRole("list", { name: "Suggested tags" }).getByRole("button");
    await chips.first().waitFor();
    const first = chips.first();
    const tag = (await first.textContent())!.replace(/^[+✓]/, "").trim();
    expect(ndviPost.tags.map((existing) => existing.toLowerCase())).not.toContain(tag.toLowerCase());
    // Each chip says why: its score, its source and the words that triggered it.
    expect(await first.getAttribute("aria-describedby")).toBeTruthy();
    expect(
      await panel
        .getByText(/^Score [\d.]+ · (existing tag|vocabulary|key phrase|LLM) · /)
        .first()
        .isVisible(),
    ).toBe(true);

    expect(await first.getAttribute("aria-pressed")).toBe("false");
    await first.click();
    expect(await first.getAttribute("aria-pressed")).toBe("true");
    await animationsSettled(page); // the chip's colour transition, so the picture shows the pressed state
    await page.screenshot({ path: `${SCREENSHOTS}admin-ai-tagging-suggestions-1280.png`, fullPage: true });
    expect(await axeViolations(page)).toEqual([]);

    await panel.getByRole("button", { name: "Save accepted tags" }).click();
    await page.getByText(`1 tag added to "${ndviPost.title}".`, { exact: true }).waitFor();
    await panel.getByRole("list", { name: "Tags on this post" }).getByText(tag, { exact: true }).waitFor();

    const stored = await page.request.get(`/api/blog-posts/${ndviPost.slug}`).then((response) => response.json());
    expect(stored.tags).toEqual([...ndviPost.tags, tag]);
    expect(consoleErrors).toEqual([]);
  });

  it("bulk analysis tags the untagged post once, and a second run adds nothing", async () => {
    const { page, panel, consoleErrors } = await openTaggingTab();
    const created = await page.request
      .post("/api/admin/blog-posts", {
        data: {
          title: "Drone scouting for aphids",
          content:
            "We flew a drone with a multispectral camera over the wheat to find aphid hot spots, then sent scouts to check the traps.",
          isPublished: true,
        },
      })
      .then((response) => response.json());
    expect(created.tags).toEqual([]);
    const before = await page.request.get("/api/admin/blog-posts").then((response) => response.json());

    const run = panel.getByRole("button", { name: "Analyze All Posts" });
    await run.click();
    const summary = panel.getByText(/^1 post of \d+ got new tags \(\d+ in all\)\.$/);
    await summary.waitFor();
    const results = panel.getByRole("list", { name: "Bulk analysis results" });
    const row = results.getByRole("listitem").filter({ hasText: "Drone scouting for aphids" }).first();
    const added = await row.getByRole("list", { name: "Added", exact: true }).getByRole("listitem").allTextContents();
    expect(added.length).toBeGreaterThan(0);
    const tagged = await page.request.get(`/api/blog-posts/${created.slug}`).then((response) => response.json());
    expect(tagged.tags).toEqual(added);

    // The list scrolls inside the card at a fixed maximum height.
    const box = await results.evaluate((element) => {
      const style = getComputedStyle(element);
      return { maxHeight: style.maxHeight, overflowY: style.overflowY, scrolls: element.scrollHeight > element.clientHeight };
    });
    expect(box).toMatchObject({ overflowY: "auto", scrolls: true });
    expect(box.maxHeight).not.toBe("none");
    await page.screenshot({ path: `${SCREENSHOTS}admin-ai-tagging-bulk-1280.png`, fullPage: true });
    expect(await axeViolations(page)).toEqual([]);

    await run.click();
    await panel.getByText(/^Nothing changed: no post got a new tag \(\d+ analysed\)\.$/).waitFor();
    expect(await results.getByRole("list", { name: "Added", exact: true }).count()).toBe(0);
    const after = await page.request.get("/api/admin/blog-posts").then((response) => response.json());
    const tagsOf = (posts: { id: string; tags: string[] }[]) => Object.fromEntries(posts.map((post) => [post.id, post.tags]));
    expect(tagsOf(after)).toEqual({ ...tagsOf(before), [created.id]: added });
    expect(consoleErrors).toEqual([]);
  });

  it("has no accessibility violations on a phone with the tab open", async () => {
    const { page, panel } = await openTaggingTab(390);
    await panel.getByRole("button", { name: "Analyze Post" }).click();
    await panel.getByRole("list", { name: "Suggested tags" }).waitFor();
    await panel.getByRole("button", { name: "Analyze All Posts" }).click();
    await panel.getByRole("list", { name: "Bulk analysis results" }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}admin-ai-tagging-390.png`, fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
  });
});
