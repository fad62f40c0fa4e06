import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations } from "./axe";
import { browserRun, signInWithDemo, viewportAt } from "./harness";

const SERIES = "Reading the field";

interface Listed {
  id: string;
  slug: string;
  title: string;
  isPublished: boolean;
}

/** Opens a post in the editor and waits for its Series card, loaded. */
async function seriesCardOf(page: Page, post: Listed) {
  await page.goto(`/edit-post/${post.id}`);
  const card = page.getByRole("region", { name: "Series" });
  await card.getByRole("button", { name: "Save series" }).waitFor();
  return card;
}

async function placeInSeries(page: Page, post: Listed, part: number) {
  const card = await seriesCardOf(page, post);
  await card.getByLabel("Series", { exact: true }).selectOption({ label: SERIES });
  // The card offers the part after the series' last.
  expect(await card.getByLabel("Part").inputValue()).toBe(String(part));
  await card.getByRole("button", { name: "Save series" }).click();
  await card.getByText(`Part ${part} of ${SERIES}`).waitFor();
}

describe("a series in a real browser", () => {
  const run = browserRun();

  it("the author builds a three-part series in the editor; a reader follows it part to part, to its page and feed", async () => {
    const author = await run.open(viewportAt(1280));
    const page = author.page;
    await signInWithDemo(page, "/admin", (signedIn) => signedIn.getByRole("tablist", { name: "Dashboard sections" }).waitFor());
    const listed = (await (await page.request.get("/api/admin/blog-posts")).json()) as Listed[];
    const [first, second, third, fourth] = listed.filter((post) => post.isPublished);

    // Part 1: the series is made inside the first post's card.
    const card = await seriesCardOf(page, first);
    await card.getByRole("button", { name: "New series" }).click();
    await card.getByLabel("Series title").fill(SERIES);
    await card.getByLabel("Description (optional)").fill("What the crop says, season by season.");
    await card.getByRole("button", { name: "Create series" }).click();
    await expect.poll(() => card.getByLabel("Series", { exact: true }).inputValue()).not.toBe("");
    await card.getByRole("button", { name: "Save series" }).click();
    await card.getByText(`Part 1 of ${SERIES}`).waitFor();
    await placeInSeries(page, second, 2);
    await placeInSeries(page, third, 3);

    // A taken part is refused, with the server's own words in the card.
    const taken = await seriesCardOf(page, fourth);
    await taken.getByLabel("Series", { exact: true }).selectOption({ label: SERIES });
    await taken.getByLabel("Part").fill("3");
    await taken.getByRole("button", { name: "Save series" }).click();
    expect(await taken.getByRole("alert").innerText()).toBe(`Part 3 of ${SERIES} is already '${third.title}'`);
    expect(await axeViolations(page)).toEqual([]);

    // The dashboard's tab lists the parts in order.
    await page.goto("/admin?tab=series");
    const parts = page.getByRole("list", { name: `Parts of ${SERIES}` });
    await parts.waitFor();
    expect(await parts.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual(
      [first, second, third].map((post) => `/edit-post/${post.id}`),
    );
    expect(await axeViolations(page)).toEqual([]);

    const { page: reader, consoleErrors } = await run.open(viewportAt(1280));
    await reader.goto(`/blog/${first.slug}`);
    const partOf = reader.getByTestId("series-part-of");
    expect(await partOf.innerText()).toMatch(/^Part 1 of 3/i);
    for (const [post, part] of [
      [second, 2],
      [third, 3],
    ] as const) {
      await reader.getByTestId("series-parts").locator('a[rel="next"]').click();
      await reader.waitForURL(`${run.server.url}/blog/${post.slug}`);
      await expect.poll(() => partOf.innerText()).toMatch(new RegExp(`^Part ${part} of 3`, "i"));
    }
    expect(await reader.locator('a[rel="next"]').count()).toBe(0);

    await partOf.getByRole("link", { name: SERIES }).click();
    await reader.getByRole("heading", { level: 1, name: SERIES }).waitFor();
    expect(await reader.getByTestId("series-page-parts").getByRole("heading", { level: 2 }).allInnerTexts()).toEqual(
      [first, second, third].map((post) => post.title),
    );
    const feedPath = await reader.locator('link[rel="alternate"][type="application/rss+xml"]').getAttribute("href");
    expect(feedPath).toMatch(/\/series\/reading-the-field\/rss\.xml$/);
    const feed = await (await reader.request.get(feedPath!)).text();
    expect([...feed.matchAll(/<item>\s*<title>([^<]*)<\/title>/g)].map((match) => match[1])).toEqual(
      [first, second, third].map((post) => post.title.replace(/&/g, "&amp;")),
    );
    expect(consoleErrors).toEqual([]);
  });
});
