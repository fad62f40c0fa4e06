import { describe, expect, it } from "vitest";
import { axeViolations } from "./axe";
import { browserRun, shoot, signInWithDemo, viewportAt } from "./harness";
import { ARTICLE } from "./public-pages";

describe("the author's profile", () => {
  const run = browserRun();

  it("is edited in the Profile tab and shows at once on the public pages, in the server's head and structured data too", async () => {
    const { page, consoleErrors } = await run.open(viewportAt(1280));
    await signInWithDemo(page, "/admin?tab=profile", (signedIn) => signedIn.getByRole("heading", { name: "Admin Dashboard" }).waitFor());
    const panel = page.getByRole("tabpanel", { name: "Profile", exact: true });
    const name = `Ada Fields-Moreau ${Date.now() % 1000}`;
    await panel.getByLabel("Name", { exact: true }).fill(name);
    await panel.getByLabel("Bio", { exact: true }).fill("Agronomist turned data engineer; writes about sensors that survive a season.");
    await panel.getByLabel("YouTube", { exact: true }).fill("http://www.youtube.com/@ada");
    await panel.getByRole("button", { name: "Save profile" }).click();
    await panel.getByText("Use an https:// address.").waitFor();
    await panel.getByLabel("YouTube", { exact: true }).fill("https://www.youtube.com/@ada");
    expect(await axeViolations(page)).toEqual([]);
    await panel.getByRole("button", { name: "Save profile" }).click();
    await page.getByText("Profile saved", { exact: true }).first().waitFor();
    await shoot(page, "admin-profile-1280");

    const html = await (await fetch(`${run.server.url}/blog/${ARTICLE.slug}`)).text();
    const structured = Array.from(
      html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
      (match) => match[1],
    ).join("\n");
    expect(structured).toContain(name);
    await page.goto("/contact");
    await page.getByRole("main").getByText(name).first().waitFor();
    expect(await page.locator('footer a[href="https://www.youtube.com/@ada"]').count()).toBe(1);
    expect(consoleErrors.filter((error) => !/401/.test(error.text))).toEqual([]);
  });
});
