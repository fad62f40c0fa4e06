import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { COLLECTION_NAMES } from "../../store/types";
import type { NewsletterLinkRecord } from "../../store/repositories/newsletter-links.record";
import { emlsIn, linksInEml } from "../../test/mail-links";
import { adminAgent, startTestApp, type TestApp } from "../../test/test-app";

const SITE = "https://furrow.test";
const READER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const SCANNER = "Mozilla/5.0 (compatible; MailLinkScanner/1.0; +https://scanner.example) bot/1.0";
const TRIAL = "https://trials.example/plots?field=north&year=2026";
const readers = ["ana@farm.example", "ben@farm.example"];
// Half on a real link, half on made-up ones. What is tested (no new row, one counter) holds at any
// multiple; the hits come 16 at a time, as a flood would.
const HITS = 2_000;

describe("newsletter clicks, counted per send and link, never per reader", () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof adminAgent>>;
  /** Per post title: its id and the click links of each reader's mail. */
  const sent = new Map<string, { postId: string; linksByReader: Map<string, string[]>; text: string }>();

  const publishAndSend = async (title: string) => {
    const post = (
      await admin
        .post("/api/admin/blog-posts")
        .send({
          title,
          content: `Read [the trial's plots](${TRIAL}), then [the plots again](${TRIAL}), [all posts](/posts) and [write](mailto:me@furrow.test).`,
          excerpt: "Plots.",
          isPublished: true,
          featuredImage: "/images/hero.svg",
          newsletter: { send: true, content: "full" },
        })
        .expect(201)
    ).body as { id: string; slug: string };
    await t.services.newsletterSends.prepare();
    await t.services.mailWorker.kick();
    const mails = (await emlsIn(join(t.dataDir, "outbox"))).filter((mail) => mail.subject === title);
    expect(mails.map((mail) => mail.to).sort()).toEqual(readers);
    const linksByReader = new Map(mails.map((mail) => [mail.to, linksInEml(mail.raw)]));
    sent.set(title, { postId: post.id, linksByReader, text: mails[0].raw });
    return { post, links: linksInEml(mails[0].raw) };
  };
  const clickLinksOf = (links: string[]) => links.filter((link) => link.startsWith(`${SITE}/l/`)).map((link) => new URL(link).pathname);
  const sendsList = async () => (await admin.get("/api/admin/newsletter/sends").expect(200)).body as { postId: string; links: unknown[] }[];
  const linksOfSend = async (postId: string) => (await sendsList()).find((send) => send.postId === postId)!.links;

  beforeAll(async () => {
    t = await startTestApp({ env: { PUBLIC_URL: SITE } });
    admin = await adminAgent(t);
    const { subscribers } = t.services.repositories;
    for (const email of readers) {
      await request(t.app).post("/api/newsletter/subscribe").send({ email }).expect(200);
      await subscribers.confirm((await subscribers.findByEmail(email))!._id, new Date());
    }
  });
  afterAll(() => t?.close());

  it("sends every link of the post through the site, the same in every reader's mail, and leaves the unsubscribe links alone", async () => {
    const { post, links } = await publishAndSend("Strip trials in the north field");
    const article = `${SITE}/blog/${post.slug}`;
    for (const direct of [article, TRIAL, `${SITE}/posts`]) expect(links).not.toContain(direct);
    expect(links.some((link) => link.includes("trials.example"))).toBe(false);
    // The picture is shown, not followed; the unsubscribe page and the one-click URL stay each reader's own.
    expect(links).toContain(`${SITE}/images/hero.svg`);
    expect(links.some((link) => link.startsWith(`${SITE}/newsletter?action=unsubscribe&token=`))).toBe(true);
    expect(links.some((link) => link.startsWith(`${SITE}/api/newsletter/unsubscribe?token=`))).toBe(true);
    expect(sent.get("Strip trials in the north field")!.text).toMatch(/mailto:me@furrow\.test/);

    const clickLinks = clickLinksOf(links);
    // One link per distinct address: the article (picture, title and button), the trial (twice in the text), the posts page.
    expect(clickLinks).toHaveLength(3);
    const perReader = [...sent.get("Strip trials in the north field")!.linksByReader.values()].map((found) => clickLinksOf(found).sort());
    expect(perReader[0]).toEqual(perReader[1]);
    // The plain-text part's link to the article leads through the site too.
    expect(sent.get("Strip trials in the north field")!.text).toMatch(/Read it on Furrow: https:\/\/furrow\.test\/l\/[\w.-]+/);

    expect(await linksOfSend(post.id)).toEqual([
      { url: article, clicks: 0 },
      { url: TRIAL, clicks: 0 },
      { url: `${SITE}/posts`, clicks: 0 },
    ]);
  });

  it("counts a reader's click and sends them on to the link's address; a HEAD or a scanner that says so is sent on uncounted", async () => {
    const { postId, linksByReader } = sent.get("Strip trials in the north field")!;
    const links = clickLinksOf(linksByReader.get("ana@farm.example")!);
    const destinations: string[] = [];
    for (const path of links) {
      const res = await request(t.app).get(path).set("User-Agent", READER).set("Accept", "text/html").expect(302);
      expect(res.headers["cache-control"]).toBe("no-store");
      destinations.push(res.headers.location as string);
    }
    expect(destinations).toEqual((await linksOfSend(postId)).map((link) => (link as { url: string }).url));
    const trial = links[destinations.indexOf(TRIAL)];
    await request(t.app).get(trial).set("User-Agent", READER).expect(302);
    await request(t.app).head(trial).set("User-Agent", READER).expect(302);
    expect((await request(t.app).get(trial).set("User-Agent", SCANNER).expect(302)).headers.location).toBe(TRIAL);
    await request(t.app).get(trial).expect(302);

    expect((await linksOfSend(postId)).map((link) => (link as { clicks: number }).clicks)).toEqual([1, 2, 1]);
  });

  it("refuses another send's link, a made-up one and a malformed one with a clear 4xx, as a page for a browser", async () => {
    const first = sent.get("Strip trials in the north field")!;
    const { post: second, links } = await publishAndSend("Cover crops after the strip trials");
    const [firstLink] = clickLinksOf(first.linksByReader.get("ben@farm.example")!);
    const [secondLink] = clickLinksOf(links);
    const randomPart = firstLink.split(".").at(-1)!;
    // The first mail's link under the second send's name: no such link.
    const crossed = `/l/${second.id}.${randomPart}`;
    const madeUp = `/l/${first.postId}.AAAAAAAAAAAAAAAA`;
    for (const path of [crossed, madeUp]) {
      const res = await request(t.app).get(path).set("User-Agent", READER).expect(404);
      expect(res.body.error).toMatch(/^This link leads nowhere/);
      expect(res.headers.location).toBeUndefined();
    }
    for (const path of [`/l/${encodeURIComponent(TRIAL)}`, "/l/nodot", `/l/${first.postId}.short`, `/l/${"x".repeat(300)}.${randomPart}`]) {
      const res = await request(t.app).get(path).expect(400);
      expect(res.body.error).toMatch(/^This link is not complete/);
    }
    const page = await request(t.app).get(crossed).set("Accept", "text/html,application/xhtml+xml,*/*;q=0.8").expect(404);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.text).toContain("<h1>This link leads nowhere</h1>");
    expect(page.text).not.toMatch(/at \w+ \(|stack/i);

    // Clicks are the send's own: the second mail's counts start at nothing, the first's are unchanged.
    await request(t.app).get(secondLink).set("User-Agent", READER).expect(302);
    expect((await linksOfSend(second.id)).map((link) => (link as { clicks: number }).clicks)).toEqual([1, 0, 0]);
    expect((await linksOfSend(first.postId)).map((link) => (link as { clicks: number }).clicks)).toEqual([1, 2, 1]);
  });

  it("stores nothing about who clicked: hits on a link and on made-up ones change one counter, and the event loop stays free", async () => {
    const { postId, linksByReader } = sent.get("Strip trials in the north field")!;
    const [link] = clickLinksOf(linksByReader.get("ana@farm.example")!);
    const links = () => t.store.collection<NewsletterLinkRecord>("newsletterLinks").find({ sendId: postId });
    const documents = async () => {
      const counts: Record<string, number> = {};
      for (const name of COLLECTION_NAMES) counts[name] = await t.store.collection(name).countDocuments({});
      return counts;
    };
    const before = { documents: await documents(), links: await links() };
    const server = createServer(t.app).listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    let next = 0;
    const statuses: number[] = [];
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        while (next < HITS) {
          const index = next++;
          const path = index % 2 ? link : `/l/${postId}.${String(index).padStart(16, "0")}`;
          const res = await fetch(`${base}${path}`, {
            redirect: "manual",
            headers: { "User-Agent": READER, "X-Forwarded-For": `203.0.113.${index % 250}` },
          });
          await res.arrayBuffer();
          statuses.push(res.status);
        }
      }),
    );
    delay.disable();
    await new Promise((resolve) => server.close(resolve));

    expect(statuses.filter((status) => status === 302)).toHaveLength(HITS / 2);
    expect(statuses.filter((status) => status === 404)).toHaveLength(HITS / 2);
    expect(await documents()).toEqual(before.documents);
    const after = await links();
    expect(after.map((record) => Object.keys(record).sort())).toEqual(
      before.links.map(() => ["_id", "clicks", "position", "sendId", "url"]),
    );
    expect(after.map((record) => record.clicks)).toEqual(before.links.map((record, index) => record.clicks + (index === 0 ? HITS / 2 : 0)));
    // Each hit is one read by id and at most one counter's write: nothing holds the event loop (the
    // bound is loose because the machine running the tests may be busy with other work).
    expect(delay.max / 1e6).toBeLessThan(1_000);
  }, 90_000);
});
