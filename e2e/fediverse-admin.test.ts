import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStandInMastodon, type StandInMastodon } from "../server/modules/fediverse/test/stand-in-mastodon";
import { axeViolations } from "./axe";
import { browserRun, shoot, signInWithDemo, viewportAt } from "./harness";
import { startServer } from "./server";
import { animationsSettled, type ConsoleError } from "./session";

const WIDTHS = [390, 1280] as const;

const openFediverseTab = async (page: Page) => {
  await signInWithDemo(page, "/admin?tab=fediverse", (signedIn) => signedIn.getByRole("heading", { name: "Admin Dashboard" }).waitFor());
  return page.getByRole("tabpanel", { name: "Fediverse", exact: true });
};

/** Console errors other than the 401 of asking "who is signed in?" before the demo login. */
const unexpected = (errors: ConsoleError[]) => errors.filter((error) => !/401/.test(error.text));

describe("the author's fediverse tab", () => {
  // The blog fetches the stand-in's keys and delivers to it on 127.0.0.1: private addresses allowed.
  const run = browserRun(() => startServer({ env: { FEDIVERSE: "on", FEDIVERSE_FETCH_PRIVATE_HOSTS: "true" } }));
  let mastodon: StandInMastodon;
  beforeAll(async () => {
    mastodon = await startStandInMastodon({ users: ["alice"] });
  });
  afterAll(() => mastodon?.close());

  const handle = () => `@furrow@${new URL(run.server.url).host}`;

  it("shows the handle and no followers yet, without an accessibility violation", async () => {
    for (const width of WIDTHS) {
      const { page, consoleErrors } = await run.open(viewportAt(width));
      const panel = await openFediverseTab(page);
      await panel.getByText(handle(), { exact: true }).waitFor();
      await panel.getByText(`No followers yet. Readers who follow ${handle()} appear here.`).waitFor();
      await panel.getByText(/^Nothing sent yet\./).waitFor();
      await panel.getByText("No likes or boosts yet.").waitFor();
      expect(await panel.getByRole("button", { name: "Copy the handle" }).isVisible()).toBe(true);
      await shoot(page, `admin-tab-fediverse-${width}`);
      expect(await axeViolations(page)).toEqual([]);
      expect(unexpected(consoleErrors)).toEqual([]);
    }
  });

  it("lists a follower from Mastodon, and removes them after the confirmation, which their server hears as a Reject", async () => {
    const follow = mastodon.follow("alice", `${run.server.url}/fediverse/actor`);
    expect((await mastodon.send(`${run.server.url}/fediverse/inbox`, follow)).status).toBe(202);
    await mastodon.waitForActivity("Accept", undefined, { timeoutMs: 20_000 });

    const { page, consoleErrors } = await run.open(viewportAt(1280));
    const panel = await openFediverseTab(page);
    const followers = panel.getByRole("region", { name: "Followers" });
    await followers.getByRole("cell", { name: `@alice@${mastodon.host}`, exact: true }).waitFor();
    expect(await followers.getByText("1 follower, newest first.").isVisible()).toBe(true);
    expect(await followers.getByRole("link", { name: /alice/i }).getAttribute("rel")).toBe("noopener noreferrer");
    // The Accept that answered the follow is the latest delivery.
    await panel.getByRole("region", { name: "Deliveries" }).getByRole("cell", { name: "Accept", exact: true }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await followers.getByRole("button", { name: `Remove @alice@${mastodon.host}` }).click();
    const dialog = page.getByRole("dialog", { name: `Remove @alice@${mastodon.host}?` });
    await dialog.waitFor();
    // Mid-fade, the page behind the overlay has contrasts it never shows at rest.
    await animationsSettled(page);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, "admin-fediverse-remove-follower-1280");
    await dialog.getByRole("button", { name: "Remove follower" }).click();

    await followers.getByText(`No followers yet. Readers who follow ${handle()} appear here.`).waitFor();
    await dialog.waitFor({ state: "detached" });
    const reject = await mastodon.waitForActivity("Reject", undefined, { timeoutMs: 20_000 });
    expect(reject).toMatchObject({ object: { id: follow.id, type: "Follow" } });
    expect(unexpected(consoleErrors)).toEqual([]);
  });
});

describe("the fediverse tab with FEDIVERSE=off", () => {
  const run = browserRun(() => startServer({ env: { FEDIVERSE: "off" } }));

  it("says the blog is not on the fediverse rather than showing an error", async () => {
    const { page, consoleErrors } = await run.open(viewportAt(1280));
    const panel = await openFediverseTab(page);
    await panel.getByText(/^Fediverse is turned off \(FEDIVERSE=off\)\./).waitFor();
    expect(await panel.getByRole("alert").count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    // The one 404 is the answer "not on the fediverse"; the browser logs it all the same.
    expect(unexpected(consoleErrors).filter((error) => !/404/.test(error.text))).toEqual([]);
  });
});
