import { describe, expect, it } from "vitest";
import { browserRun, signInWithDemo, viewportAt } from "./harness";

const TITLE = "About the farm";
const SLUG = "about-the-farm";
const BODY = "We grow spelt and lentils on clay above the river.";

describe("pages in a real browser", () => {
  const run = browserRun();

  it("the author writes and publishes a page and links it from the footer; readers find it at /{slug}, in the sitemap and search, not in lists or RSS", async () => {
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

    // The author links the page from the footer, in the Navigation tab.
    await page.goto("/admin?tab=navigation");
    const footer = page.getByRole("tabpanel", { name: "Navigation" }).getByRole("group", { name: "Footer" });
    await footer.getByRole("button", { name: "Add link" }).click();
    const added = footer.getByRole("listitem").last();
    await added.getByLabel("Label", { exact: true }).fill("About");
    await added.getByLabel("Link", { exact: true }).fill(`/${SLUG}`);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText("Navigation saved", { exact: true }).first().waitFor();

    // The reader's pages come as HTML: no JavaScript needed. The page is in no list, but the footer leads to it.
    const reader = await run.browser.newContext({ baseURL: run.server.url, javaScriptEnabled: false });
    try {
      const plain = await reader.newPage();
      await plain.goto("/posts");
      expect(await plain.locator("main").innerText()).not.toContain(TITLE);
      await plain.getByRole("navigation", { name: "Footer" }).getByRole("link", { name: "About" }).click();
      await plain.waitForURL(`${run.server.url}/${SLUG}`);
      await plain.getByRole("heading", { level: 1, name: TITLE }).waitFor();
      await plain.getByText(BODY).waitFor();
      expect((await plain.request.get(`/${SLUG}`)).status()).toBe(200);
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
