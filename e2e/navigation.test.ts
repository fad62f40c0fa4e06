import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { axeViolations } from "./axe";
import { browserRun, SCREENSHOTS, shoot, signInWithDemo, viewportAt } from "./harness";
import { animationsSettled, hydrated } from "./session";

const NEW_ORDER = ["Contact", "Articles", "Co-op"];

describe("the navigation", () => {
  const run = browserRun();

  it("is reordered, renamed and extended in the admin, and every reader's top bar, footer and mobile menu follow", async () => {
    const author = await run.open(viewportAt(1280));
    await signInWithDemo(author.page, "/admin?tab=navigation", (page) => page.getByRole("heading", { name: "Admin Dashboard" }).waitFor());
    const topBar = author.page.getByRole("tabpanel", { name: "Navigation" }).getByRole("group", { name: "Top bar" });
    await topBar.getByRole("button", { name: "Move “Contact” up" }).click();
    const rows = topBar.getByRole("listitem");
    await rows.nth(1).getByLabel("Label", { exact: true }).fill("Articles");
    await topBar.getByRole("button", { name: "Add link" }).click();
    await rows.nth(2).getByLabel("Label", { exact: true }).fill("Co-op");
    await rows.nth(2).getByLabel("Link", { exact: true }).fill("https://coop.example/");
    await author.page.getByRole("button", { name: "Save", exact: true }).click();
    await author.page.getByText("Navigation saved", { exact: true }).first().waitFor();
    expect(await axeViolations(author.page)).toEqual([]);
    await shoot(author.page, "admin-navigation-1280");

    // Without JavaScript: the server's HTML already has the new order, in the bar and in the footer.
    const served = new JSDOM(await (await fetch(`${run.server.url}/`)).text()).window.document;
    const linkTexts = (selector: string) => [...served.querySelectorAll(`${selector} a`)].map((a) => a.textContent);
    expect(linkTexts('nav[aria-label="Main"]')).toEqual(NEW_ORDER);
    expect(linkTexts('nav[aria-label="Footer"]')).toEqual(["Posts", "Contact"]);

    // A reader on a laptop: the hydrated bar keeps that order, and React found nothing to redraw.
    const laptop = await run.open(viewportAt(1280));
    await laptop.page.goto("/");
    const bar = laptop.page.getByRole("navigation", { name: "Main" });
    await hydrated(bar.getByRole("link", { name: "Co-op" }));
    expect(await bar.getByRole("link").allTextContents()).toEqual(NEW_ORDER);
    expect(await bar.getByRole("link", { name: "Co-op" }).getAttribute("rel")).toBe("noopener");
    expect(laptop.consoleErrors).toEqual([]);

    // A reader on a phone: the menu lists the same links in the same order.
    const phone = await run.open(viewportAt(390));
    await phone.page.goto("/posts");
    await (await hydrated(phone.page.getByRole("button", { name: "Open menu" }))).click();
    const menu = phone.page.getByRole("dialog", { name: "Menu" }).getByRole("navigation", { name: "Mobile" });
    await menu.getByRole("link", { name: "Co-op" }).waitFor();
    expect(await menu.getByRole("link").allTextContents()).toEqual(NEW_ORDER);
    expect(await menu.getByRole("link", { name: "Articles" }).getAttribute("aria-current")).toBe("page");
    expect(phone.consoleErrors).toEqual([]);
    // The open menu, not the whole page behind it.
    await animationsSettled(phone.page);
    await phone.page.screenshot({ path: `${SCREENSHOTS}navigation-menu-390.png` });
  });
});
