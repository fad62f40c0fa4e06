import { beforeAll, describe, expect, it } from "vitest";
import type { PostCard } from "../shared/types";
import { axeViolations } from "./axe";
import { browserRun, shoot, viewportAt } from "./harness";
import { brokenImages, type ReaderSession } from "./session";

const WIDTHS = [390, 1280] as const;
const TABS = ["Quick Test", "Platform Tools", "Live Preview"] as const;

describe("the Open Graph testing centre in a browser", () => {
  const run = browserRun();
  let samplePost: PostCard;

  beforeAll(async () => {
    // The page's sample is the first of the newest posts, as the API lists them.
    [samplePost] = (await (await fetch(`${run.server.url}/api/blog-posts?limit=10`)).json()) as PostCard[];
  });

  async function open(width: number): Promise<ReaderSession> {
    const session = await run.open(viewportAt(width));
    await session.context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: run.server.url });
    return session;
  }

  it("shows every tab without an accessibility violation, copies a URL with a check, and previews the sample post's real card", async () => {
    for (const width of WIDTHS) {
      const { page, consoleErrors, failedResponses, external } = await open(width);
      await page.goto("/og-test");
      await page.getByRole("heading", { name: "Open Graph Testing Centre", level: 1 }).waitFor();
      expect(await page.title()).toBe("Open Graph testing centre | Furrow");

      for (const tab of TABS) {
        await page.getByRole("tab", { name: tab, exact: true }).click();
        const panel = page.getByRole("tabpanel", { name: tab, exact: true });
        await panel.waitFor();

        if (tab === "Quick Test") {
          const sampleUrl = `${run.server.url}/blog/${samplePost.slug}`;
          await panel.getByText(sampleUrl, { exact: true }).waitFor();
          expect(await panel.getByText("Ready", { exact: true }).count()).toBe(4);
          await panel.getByRole("button", { name: "Copy Sample blog post URL" }).click();
          await panel.getByRole("button", { name: "Copied Sample blog post URL" }).waitFor();
          expect(await panel.getByTestId("copied-check").isVisible()).toBe(true);
          expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(sampleUrl);
        }
        if (tab === "Platform Tools") {
          expect(await panel.getByRole("heading", { level: 3 }).allTextContents()).toEqual([
            "Facebook Sharing Debugger",
            "LinkedIn Post Inspector",
            "X (Twitter) Card Validator",
            "WhatsApp",
            "Slack / Discord",
            "OpenGraph.xyz",
          ]);
          const whatsApp = await panel.getByRole("link", { name: /^Share on WhatsApp/ }).getAttribute("href");
          expect(decodeURIComponent(new URL(whatsApp!).searchParams.get("text")!)).toBe(
            `Check out this agricultural technology content: ${run.server.url}/blog/${samplePost.slug}`,
          );
          const alerted = new Promise<string>((resolve) =>
            page.once("dialog", (dialog) => (resolve(dialog.message()), void dialog.dismiss())),
          );
          await panel.getByRole("button", { name: "How to test" }).click();
          expect(await alerted).toMatch(/paste this URL in any channel/);
        }
        if (tab === "Live Preview") {
          const facebook = panel.getByRole("figure", { name: "Facebook card" });
          await facebook.getByText(`${samplePost.title} | Furrow`, { exact: true }).waitFor();
          await panel
            .getByRole("figure", { name: "X (Twitter) card" })
            .getByText(`${samplePost.title} | Furrow`, { exact: true })
            .waitFor();
          // The card's picture is the share image the server names, and it really loads.
          expect(await facebook.getByRole("img").getAttribute("src")).toMatch(new RegExp(`^${run.server.url}/`));
          expect(await brokenImages(page)).toEqual([]);
        }

        await shoot(page, `og-test-${tab.toLowerCase().replace(" ", "-")}-${width}`);
        expect(await axeViolations(page), `${tab} at ${width}px`).toEqual([]);
      }

      expect(consoleErrors).toEqual([]);
      expect(failedResponses).toEqual([]);
      expect(external).toEqual([]);
    }
  });

  it("previews another page typed into the box, and explains why another site cannot be previewed", async () => {
    const { page } = await open(1280);
    await page.goto("/og-test");
    await page.getByRole("tab", { name: "Live Preview" }).click();
    const panel = page.getByRole("tabpanel", { name: "Live Preview" });
    await panel.getByRole("figure", { name: "Facebook card" }).waitFor();

    const box = panel.getByLabel("Page path or address on this site");
    await box.fill("/posts");
    await box.press("Enter");
    await panel.getByRole("figure", { name: "LinkedIn card" }).getByText("All Blog Posts | Furrow", { exact: true }).waitFor();

    await box.fill("https://evil.example/blog/x");
    await box.press("Enter");
    await panel
      .getByRole("alert")
      .getByText(/Only pages of this site/)
      .waitFor();
    expect(await panel.getByRole("figure").count()).toBe(0);
  });
});
