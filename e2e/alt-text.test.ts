import { describe, expect, it } from "vitest";
import { browserRun, signInWithDemo, viewportAt } from "./harness";

const PICTURE = "/images/posts/drone-crop-scouting-workflow.svg";
const ALT = "A drone low over rows of maize";

describe("alt text in a real browser", () => {
  const run = browserRun();

  it("asks before publishing a post with an image without alt text, then takes the author to it", async () => {
    const { page, consoleErrors } = await run.open(viewportAt(1280));
    await signInWithDemo(page, "/create-post", (signedIn) => signedIn.getByRole("textbox", { name: "Title" }).waitFor());

    const title = "Scouting maize from the air";
    await page.getByRole("textbox", { name: "Title" }).fill(title);
    const content = page.getByRole("textbox", { name: "Post content (Markdown)" });
    await content.fill(`Flown at dawn.\n\n![](${PICTURE})\n\nThe rows told their story.`);
    await page
      .getByRole("list", { name: "Images without alt text" })
      .getByRole("button", { name: /drone-crop-scouting-workflow\.svg/ })
      .waitFor();

    await page.getByRole("checkbox", { name: "Published", exact: true }).check();
    await page.getByRole("button", { name: "Publish" }).click();
    const question = page.getByRole("dialog", { name: "Publish without alt text?" });
    await question.waitFor();
    expect(await question.innerText()).toContain("drone-crop-scouting-workflow.svg");
    await question.getByRole("button", { name: "Add alt text" }).click();
    await question.waitFor({ state: "hidden" });

    // The caret waits inside the image's empty description.
    await expect.poll(() => content.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.type(ALT);
    expect(await content.inputValue()).toContain(`![${ALT}](${PICTURE})`);
    await page.getByText("Every image has alt text.").waitFor();

    await page.getByRole("button", { name: "Publish" }).click();
    await page.waitForURL(`${run.server.url}/admin`);
    const posts = (await (await page.request.get("/api/admin/blog-posts")).json()) as { slug: string; title: string }[];
    const slug = posts.find((post) => post.title === title)!.slug;

    await page.goto(`/blog/${slug}`);
    await page.getByRole("img", { name: ALT }).waitFor();
    expect(consoleErrors.filter((error) => !/401/.test(error.text))).toEqual([]);
  });
});
