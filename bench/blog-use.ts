/**
 * A few minutes of a real blog's life, compressed: readers visit articles and lists, their pages
 * send the analytics beacon (a page view, then read depth) through the endpoint the client uses;
 * some leave comments (most through the form, a few sent as a bot would, which are held); people
 * sign up for the newsletter (the confirmations go to the outbox, as without SMTP_URL, and are
 * confirmed from there); the author approves comments, edits posts and publishes one with the
 * newsletter chosen, whose deliveries the mail worker writes out. Everything through real HTTP.
 * The counts stay under the default rate limits, since all of it comes from one address.
 */
import { ANALYTICS } from "../shared/analytics";
import type { ProductServer } from "./product-server";

const READER = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const READERS_AT_ONCE = 8;

export interface UseCounts {
  visits: number;
  beacons: number;
  comments: number;
  heldComments: number;
  approved: number;
  signUps: number;
  confirmed: number;
  edits: number;
  newsletterDeliveries: number;
  seconds: number;
}

interface Card {
  id: string;
  slug: string;
}

export async function useTheBlog(server: ProductServer, { visits = 240 }: { visits?: number } = {}): Promise<UseCounts> {
  const started = performance.now();
  const counts: UseCounts = {
    visits: 0,
    beacons: 0,
    comments: 0,
    heldComments: 0,
    approved: 0,
    signUps: 0,
    confirmed: 0,
    edits: 0,
    newsletterDeliveries: 0,
    seconds: 0,
  };
  const call = async (path: string, init: RequestInit = {}, expect = [200]) => {
    const response = await fetch(server.base + path, { redirect: "manual", ...init, headers: { "user-agent": READER, ...init.headers } });
    const body = await response.text();
    if (!expect.includes(response.status))
      throw new Error(`${init.method ?? "GET"} ${path} answered ${response.status}: ${body.slice(0, 300)}`);
    return body;
  };
  const json = async <T>(path: string, init: RequestInit = {}, expect?: number[]) => JSON.parse(await call(path, init, expect)) as T;
  const send = (method: string, body: unknown, cookie?: string): RequestInit => ({
    method,
    headers: { "content-type": "application/json", ...(cookie && { cookie }) },
    body: JSON.stringify(body),
  });

  const admin = await server.signIn();
  const posts = await json<Card[]>("/api/blog-posts?limit=30");
  // Forms are drawn when the reader opens the page; a person writes for a while before sending.
  const commented = posts.slice(0, 6);
  const tokens = await Promise.all(
    commented.map(async (post) => (await json<{ token: string }>(`/api/comments/form-token?postId=${post.id}`)).token),
  );
  const formDrawnAt = performance.now();

  const visit = async (n: number) => {
    const post = posts[(n * 7) % posts.length];
    const page = n % 4 === 0 ? (n % 8 === 0 ? "/" : "/posts") : `/blog/${post.slug}`;
    await call(page);
    await call(n % 3 === 0 ? `/api/blog-posts?limit=6&offset=${(n * 6) % 60}` : `/api/blog-posts/${post.slug}`);
    const beacon = (events: unknown[]) =>
      call(
        ANALYTICS.collectPath,
        { method: "POST", headers: { "content-type": "text/plain;charset=UTF-8" }, body: JSON.stringify({ path: page, events }) },
        [202],
      );
    await beacon([{ type: "pageview", ...(n % 5 === 0 && { referrer: "news.ycombinator.com" }) }]);
    counts.beacons += 1;
    if (page.startsWith("/blog/")) {
      await beacon([{ type: "depth", percent: 50 }]);
      counts.beacons += 1;
    }
    counts.visits += 1;
  };

  const readers = async (from: number, to: number) => {
    let next = from;
    await Promise.all(
      Array.from({ length: READERS_AT_ONCE }, async () => {
        while (next < to) await visit(next++);
      }),
    );
  };

  // The first stretch of reading, while the comment forms are being "written".
  await readers(0, visits / 3);
  // The rest of that while is waited out, not filled with visits: a faster server would otherwise
  // send more beacons than the one address may (RATE_LIMIT_ANALYTICS), and each run would differ.
  const writingLeft = 3_500 - (performance.now() - formDrawnAt);
  if (writingLeft > 0) await new Promise((resolve) => setTimeout(resolve, writingLeft));

  // Comments: each form token carries up to three; a few come with no token, as a bot's would, and are held.
  for (let n = 0; n < 15; n++) {
    const post = commented[n % commented.length];
    const bot = n % 5 === 4;
    await call(
      `/api/blog-posts/${post.id}/comments`,
      send("POST", {
        authorName: `Reader ${n}`,
        authorEmail: `reader${n}@example.com`,
        content: `Thanks for the write-up, question ${n}: how does this hold up on clay soils in a wet spring?`,
        ...(!bot && { formToken: tokens[n % tokens.length] }),
      }),
      [201],
    );
    if (bot) counts.heldComments += 1;
    else counts.comments += 1;
  }

  // Newsletter sign-ups, as the API client sends them (the address alone).
  for (let n = 0; n < 8; n++) {
    await call("/api/newsletter/subscribe", send("POST", { email: `subscriber${n}@example.com` }), [200, 201]);
    counts.signUps += 1;
  }

  await readers(counts.visits, (2 * visits) / 3);

  // The author's turn: approve the comments waiting (not those held as spam), confirm from the outbox, edit posts.
  const waiting = (
    await json<{ id: string; isApproved: boolean; isSpam: boolean }[]>("/api/admin/comments", { headers: { cookie: admin } })
  ).filter((comment) => !comment.isApproved && !comment.isSpam);
  for (const comment of waiting.slice(0, 8)) {
    await call(`/api/comments/${comment.id}/approve`, { method: "PUT", headers: { cookie: admin } });
    counts.approved += 1;
  }
  // The worker writes the confirmations at its pace: the author looks once they are all there (or 10 s on).
  let confirmations: { id: string; to: string }[] = [];
  for (let looked = 0; looked < 20; looked++) {
    confirmations = (await json<{ id: string; to: string }[]>("/api/admin/outbox", { headers: { cookie: admin } })).filter((entry) =>
      entry.to.startsWith("subscriber"),
    );
    if (confirmations.length >= counts.signUps) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  for (const summary of confirmations) {
    const entry = await json<{ text: string }>(`/api/admin/outbox/${summary.id}`, { headers: { cookie: admin } });
    const token = /[?&]token=([^&\s)]+)/.exec(entry.text)?.[1];
    if (!token) continue;
    await call(`/api/newsletter/confirm?token=${token}`, { method: "POST" }, [303]);
    counts.confirmed += 1;
  }
  for (const post of posts.slice(2, 7)) {
    const editable = await json<{ id: string; title: string; markdown: string; excerpt: string; tags: string[]; version: number }>(
      `/api/admin/blog-posts/${post.id}`,
      { headers: { cookie: admin } },
    );
    await call(
      `/api/admin/blog-posts/${post.id}`,
      send(
        "PATCH",
        {
          title: editable.title,
          content: `${editable.markdown}\n\nUpdated: a reader's question answered.`,
          excerpt: editable.excerpt,
          tags: editable.tags,
          isPublished: true,
          baseVersion: editable.version,
        },
        admin,
      ),
    );
    counts.edits += 1;
  }

  // A new post, published with the newsletter: the worker delivers it to the confirmed readers.
  await call(
    "/api/admin/blog-posts",
    send(
      "POST",
      {
        title: `Field notes ${Date.now()}`,
        content: "Short notes from this week's trials.\n\nMore next week.",
        excerpt: "This week's trials.",
        tags: ["field notes"],
        isPublished: true,
        newsletter: { send: true, content: "excerpt" },
      },
      admin,
    ),
    [200, 201],
  );
  await readers(counts.visits, visits);
  for (let waited = 0; waited < 60; waited++) {
    const [latest] = await json<{ preparing: boolean; sent: number; pending: number }[]>("/api/admin/newsletter/sends", {
      headers: { cookie: admin },
    });
    if (latest && !latest.preparing && latest.pending === 0) {
      counts.newsletterDeliveries = latest.sent;
      break;
    }
    // The worker paces its mail; it is waited on here, between polls, as the admin's screen would.
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  counts.seconds = Math.round((performance.now() - started) / 1000);
  return counts;
}
