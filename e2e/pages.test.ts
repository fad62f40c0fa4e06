import { describe, expect, it } from "vitest";
import { browserRun, signInWithDemo, viewportAt } from "./harness";

const TITLE = "About the farm";
const SLUG = "about-the-farm";
const BODY = "We grow spelt and lentils on clay above the river.";

describe("pages in a real browser", () => {
  const run = browserRun();

  it("the author writes and publishes a page; readers find it at /{slug}, in the sitemap and search, not in lists or RSS", async () => {
    const { page, consoleErrors } = await run.open(viewportAt(1280));
    await signInWithDemo(page, "/create-post?kind=page", (signedIn) => signedIn.getByRole("heading", { name: "New Page" }).waitFor());

    // A reserved address is named as the author types, before any save.
    await page.getByRole("textbox", { name: "Title" }).fill("Contact");
    await page.getByText("“contact” is a reserved address; choose another slug").waitFor();

    await page.getByRole("textbox", { name: "Title" }).fill(TITLE);
    await page.getByRole("textbox", { name: "Slug" }).fill(SLUG);
    await page.getByRole("textbox", { name: "Post content (Markdown)" }).fill(BODY);
    await page.getByRole("checkbox", { name: "Published", exact: true }).check();
    await page.getByRole("button", { name: "Publish" }).click();
    await page.waitForURL(`${run.server.url}/admin`);

    // The reader's page comes as HTML: no JavaScript needed.
    const reader = await run.browser.newContext({ baseURL: run.server.url, javaScriptEnabled: false });
    try {
      const plain = await reader.newPage();
      const answer = await plain.goto(`/${SLUG}`);
      expect(answer?.status()).toBe(200);
      await plain.getByRole("heading", { level: 1, name: TITLE }).waitFor();
      await plain.getByText(BODY).waitFor();
      await plain.goto("/posts");
      expect(await plain.locator("main").innerText()).not.toContain(TITLE);
    } finally {
      await reader.close();
    }
    expect(await (await page.request.get("/sitemap.xml")).text()).toContain(`${run.server.url}/${SLUG}</loc>`);
    expect(await (await page.request.get("/rss.xml")).text()).not.toContain(TITLE);

    // With JavaScript the server's page hydrates (a mismatch would be a console error), and search finds the page.
    await page.goto("/posts");
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    await page.keyboard.press("Control+k");
    await page.getByRole("combobox", { name: "Search articles" }).fill("spelt lentils");
    const result = page.getByRole("option", { name: new RegExp(`^${TITLE}`) });
    await result.getByText("Page", { exact: true }).waitFor();
    await result.click();
    await page.waitForURL(`${run.server.url}/${SLUG}`);
    await page.getByRole("heading", { level: 1, name: TITLE }).waitFor();
    await page.reload();
    await page.getByText(BODY).waitFor();
    expect(consoleErrors.filter((error) => !/401/.test(error.text))).toEqual([]);
  });
});
