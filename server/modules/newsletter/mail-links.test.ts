import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { newsletterFormAction, newsletterLinkRequest } from "../../../shared/newsletter-links";
import { cacheKeyOf, cachedRoutesOf } from "../../http/cache/cached-routes";
import { CACHED_PAGES } from "../ssr/page-routes";
import { emlsIn, linksInEml } from "../../test/mail-links";
import { adminAgent, type TestApp } from "../../test/test-app";
import { startSeededAppWithShell } from "../../test/test-app-with-shell";

const SITE = "https://furrow.test";
const SCANNER = "Mozilla/5.0 (compatible; MailLinkScanner/1.0; +https://scanner.example)";

describe("links in the newsletter's mails never act on a GET", () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof adminAgent>>;

  beforeAll(async () => {
    t = await startSeededAppWithShell({ PUBLIC_URL: SITE });
    admin = await adminAgent(t);
  });
  afterAll(() => t?.close());

  const outbox = () => emlsIn(join(t.dataDir, "outbox"));
  const statusOf = async (email: string) => (await t.services.repositories.subscribers.findByEmail(email))?.status;
  const everyoneOnTheList = async () =>
    (await t.services.repositories.subscribers.all())
      .map(({ email, status, confirmedAt, unsubscribedAt }) => ({ email, status, confirmedAt, unsubscribedAt }))
      .sort((a, b) => a.email.localeCompare(b.email));

  /** What a mail security scanner does with a link: GET and HEAD it, following redirects on the site, no cookie. */
  async function scan(link: string): Promise<number[]> {
    const statuses: number[] = [];
    for (const method of ["get", "head"] as const) {
      let url = new URL(link);
      for (let hop = 0; hop < 5 && url.origin === SITE; hop++) {
        const res = await request(t.app)
          [method](url.pathname + url.search)
          .set("User-Agent", SCANNER)
          .set("Accept", "text/html,*/*");
        statuses.push(res.status);
        if (!res.headers.location) break;
        url = new URL(res.headers.location, SITE);
      }
    }
    return statuses;
  }

  async function mailTo(email: string, subject: RegExp) {
    await t.services.mailWorker.kick();
    const mail = (await outbox()).filter((entry) => entry.to === email && subject.test(entry.subject)).at(-1);
    if (!mail) throw new Error(`No mail to ${email} in the outbox`);
    return mail;
  }

  /** The page a link opens: the action it asks for one click on, and the token it carries. */
  const askedBy = (link: string) => newsletterLinkRequest(new URL(link).searchParams);

  it("a scanner opening every link of a confirmation mail confirms nothing; the page's button does", async () => {
    await request(t.app).post("/api/newsletter/subscribe").send({ email: "stranger-typed@example.com" }).expect(200);
    const mail = await mailTo("stranger-typed@example.com", /^Confirm your subscription/);
    const links = linksInEml(mail.raw);
    expect(links.length).toBeGreaterThan(0);
    const before = await everyoneOnTheList();

    for (const link of links) {
      const statuses = await scan(link);
      expect(
        statuses.every((status) => status < 500),
        `${link}: ${statuses.join(", ")}`,
      ).toBe(true);
    }
    expect(await everyoneOnTheList()).toEqual(before);
    expect(await statusOf("stranger-typed@example.com")).toBe("pending");

    const asked = links.map(askedBy).find((found) => found?.action === "confirm");
    expect(asked).toBeTruthy();
    const posted = await request(t.app).post(newsletterFormAction("confirm", asked!.token)).type("form").send("").expect(303);
    expect(posted.headers.location).toBe("/newsletter?confirm=confirmed");
    expect(await statusOf("stranger-typed@example.com")).toBe("confirmed");
    // The link posted twice, or a forged one, says so on the page.
    expect((await request(t.app).post(newsletterFormAction("confirm", asked!.token)).expect(303)).headers.location).toBe(
      "/newsletter?confirm=already-confirmed",
    );
    expect((await request(t.app).post(newsletterFormAction("confirm", "forged")).expect(303)).headers.location).toBe(
      "/newsletter?confirm=invalid",
    );
  });

  it("a scanner opening every link of a newsletter, the List-Unsubscribe one included, unsubscribes no one; the page's button does", async () => {
    const readers = ["ana@farm.example", "ben@farm.example"];
    for (const email of readers) {
      await request(t.app).post("/api/newsletter/subscribe").send({ email }).expect(200);
      await t.services.repositories.subscribers.confirm((await t.services.repositories.subscribers.findByEmail(email))!._id, new Date());
    }
    await admin
      .post("/api/admin/blog-posts")
      .send({
        title: "Hedgerow sensors in spring",
        content: "What the [sensors](/posts) told us.",
        isPublished: true,
        newsletter: { send: true, content: "full" },
      })
      .expect(201);
    await t.services.newsletterSends.prepare();
    const mail = await mailTo("ana@farm.example", /^Hedgerow sensors in spring$/);
    const links = linksInEml(mail.raw);
    expect(links.some((link) => link.includes("/api/newsletter/unsubscribe?token="))).toBe(true);
    expect(links.some((link) => askedBy(link)?.action === "unsubscribe")).toBe(true);
    const before = await everyoneOnTheList();

    for (const link of links) {
      const statuses = await scan(link);
      expect(
        statuses.every((status) => status < 500),
        `${link}: ${statuses.join(", ")}`,
      ).toBe(true);
    }
    expect(await everyoneOnTheList()).toEqual(before);
    expect(await statusOf("ana@farm.example")).toBe("confirmed");

    const asked = links.map(askedBy).find((found) => found?.action === "unsubscribe")!;
    const posted = await request(t.app).post(newsletterFormAction("unsubscribe", asked.token)).type("form").send("").expect(303);
    expect(posted.headers.location).toBe("/newsletter?unsubscribe=unsubscribed");
    expect(await statusOf("ana@farm.example")).toBe("unsubscribed");
    expect(await statusOf("ben@farm.example")).toBe("confirmed");
    expect((await request(t.app).post(newsletterFormAction("unsubscribe", "nothing.forged")).expect(303)).headers.location).toBe(
      "/newsletter?unsubscribe=invalid",
    );
  });

  it("unsubscribes on RFC 8058's one-click POST to the List-Unsubscribe URL, with no cookie and no Origin", async () => {
    const mail = await mailTo("ben@farm.example", /^Hedgerow sensors in spring$/);
    const header = /^List-Unsubscribe:[ \t]*(.*(?:\r?\n[ \t].*)*)/im.exec(mail.raw)![1].replace(/\r?\n[ \t]+/g, " ");
    const oneClick = new URL(/<(https:[^>]+)>/.exec(header)![1]);
    expect(oneClick.pathname).toBe("/api/newsletter/unsubscribe");
    expect(/^List-Unsubscribe-Post:[ \t]*(.*)$/im.exec(mail.raw)?.[1].trim()).toBe("List-Unsubscribe=One-Click");

    const res = await request(t.app)
      .post(oneClick.pathname + oneClick.search)
      .type("form")
      .send("List-Unsubscribe=One-Click")
      .expect(204);
    expect(res.headers["set-cookie"]).toBeUndefined();
    expect(await statusOf("ben@farm.example")).toBe("unsubscribed");
  });

  it("answers a link's page fresh each time: a URL that carries a token is never kept by the response cache", async () => {
    expect(cacheKeyOf(cachedRoutesOf(CACHED_PAGES), "/newsletter", "?action=confirm&token=abc")).toBeNull();
    expect(cacheKeyOf(cachedRoutesOf(CACHED_PAGES), "/newsletter", "?action=unsubscribe&token=abc")).toBeNull();
    const before = t.responseCache.stats();
    for (let i = 0; i < 2; i++) {
      const page = await request(t.app).get("/newsletter?action=confirm&token=abc").expect(200);
      expect(page.headers["cache-control"]).toBe("no-store");
      // Its button posts with the page's own origin (under no-referrer a browser would send `Origin: null`).
      expect(page.headers["referrer-policy"]).toBe("same-origin");
    }
    const after = t.responseCache.stats();
    expect([after.entries, after.hits, after.misses]).toEqual([before.entries, before.hits, before.misses]);
  });

  it("refuses a form post without a token with a JSON 400", async () => {
    const res = await request(t.app).post("/api/newsletter/confirm").expect(400);
    expect(res.body.error).toBeTruthy();
    await request(t.app).post("/api/newsletter/unsubscribe/form?token=").expect(400);
  });
});
