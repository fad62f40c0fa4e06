import { describe, expect, it } from "vitest";
import { axeViolations } from "./axe";
import { commentsTab, signInToDashboard, writeCommentAsAPerson } from "./comment-steps";
import { browserRun, shoot, viewportAt } from "./harness";
import { startServer } from "./server";
import { ARTICLE } from "./public-pages";

describe("comments that defend themselves, in the browser", () => {
  // Notices of new comments are batched per window: a short one, so the test sees its notice arrive.
  const run = browserRun(() => startServer({ env: { COMMENT_NOTICE_SECONDS: "2" } }));

  it("takes a person's comment for moderation and tells the author; holds a bot's in Spam with the same answer; 'Not spam' and the author's reply show on the article", async () => {
    const { page, consoleErrors } = await run.open(viewportAt(1280));
    const personal = `We tried strip-till after this article, ${Date.now()}: far less runoff in March.`;
    const comments = await writeCommentAsAPerson(page, { name: "Grete Jensen", email: "grete@example.org", content: personal });
    await comments.getByRole("button", { name: "Submit Comment" }).click();
    await page.getByText("Comment submitted!", { exact: true }).waitFor();

    // A bot: no waiting, the hidden field filled, five links.
    const post = (await (await fetch(`${run.server.url}/api/blog-posts/${ARTICLE.slug}`)).json()) as { id: string };
    const { token } = (await (await fetch(`${run.server.url}/api/comments/form-token?postId=${post.id}`)).json()) as { token: string };
    const botText = `Best prices ${Date.now()} http://a.example http://b.example http://c.example http://d.example http://e.example`;
    const bot = await fetch(`${run.server.url}/api/blog-posts/${post.id}/comments`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        authorName: "SEO Pro",
        authorEmail: "seo@spam.example",
        content: botText,
        website: "http://spam.example",
        formToken: token,
      }),
    });
    expect(bot.status).toBe(201);
    expect(Object.keys(await bot.json()).sort()).toEqual(["authorName", "content", "createdAt", "id", "isApproved", "postId", "reply"]);

    await signInToDashboard(page);
    const pending = await commentsTab(page, /^Pending/);
    await pending.getByText(personal).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // The author's notice, in the outbox (no mail server here): the person's comment, not the bot's.
    await page.getByRole("tab", { name: "Newsletter", exact: true }).click();
    const newsletter = page.getByRole("tabpanel", { name: "Newsletter", exact: true });
    await expect
      .poll(
        async () => {
          await newsletter.getByRole("tab", { name: "Subscribers" }).click();
          await newsletter.getByRole("tab", { name: "Outbox" }).click();
          return newsletter.getByRole("button", { name: /A new comment is waiting on Furrow/ }).count();
        },
        { timeout: 20_000 },
      )
      .toBe(1);
    await newsletter.getByRole("button", { name: /A new comment is waiting on Furrow/ }).click();
    await newsletter.getByRole("tab", { name: "Plain text" }).click();
    const notice = (await newsletter.locator("pre").textContent()) ?? "";
    expect(notice).toContain(personal);
    expect(notice).not.toContain("Best prices");
    const moderate = /Moderate comments: (\S+)/.exec(notice)![1];
    expect(moderate).toMatch(/\/admin\?tab=comments$/);
    // The mail's link opens the dashboard on the comments, the person's waiting among them.
    await page.goto(new URL(moderate).pathname + new URL(moderate).search);
    await page.getByRole("tabpanel", { name: "Comments", exact: true }).getByText(personal).waitFor();
    const spam = await commentsTab(page, /^Spam \(\d+\)$/);
    const held = spam.getByRole("article", { name: "Comment by SEO Pro" });
    await held.getByText(/Held because: the hidden field was filled; sent faster than a person could write it; 5 links/).waitFor();
    await shoot(page, "admin-comments-spam-1280");
    expect(await axeViolations(page)).toEqual([]);
    await held.getByRole("button", { name: "Not spam: approve the comment by SEO Pro" }).click();
    await spam.getByText("No spam. Comments the checks hold back land here.").waitFor();

    await page.goto(`/blog/${ARTICLE.slug}`);
    await page
      .getByRole("region", { name: /^Comments/ })
      .getByText(botText)
      .waitFor();

    // The author answers the rescued comment from the Approved view.
    await page.goto("/admin");
    const approved = await commentsTab(page, /^Approved/);
    const rescued = approved.getByRole("article", { name: "Comment by SEO Pro" });
    await rescued.getByRole("button", { name: "Reply to SEO Pro" }).click();
    const answer = `Thanks, but no links here, please. (${Date.now()})`;
    await rescued.getByLabel("Your reply to SEO Pro").fill(answer);
    expect(await axeViolations(page)).toEqual([]);
    await rescued.getByRole("button", { name: "Post reply" }).click();
    await rescued.getByText(answer).waitFor();
    await shoot(page, "admin-comments-reply-1280");
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(`/blog/${ARTICLE.slug}`);
    const reply = page.getByRole("region", { name: "The author's reply to SEO Pro" });
    await reply.getByText(answer).waitFor();
    expect(await reply.getByText("Author", { exact: true }).isVisible()).toBe(true);
    // In the server's HTML too, for readers without JavaScript and for crawlers.
    const html = await (await fetch(`${run.server.url}/blog/${ARTICLE.slug}`)).text();
    expect(html).toContain(answer.replace(/'/g, "&#x27;"));
    expect(consoleErrors.filter((error) => !/401/.test(error.text))).toEqual([]);
  });
});
