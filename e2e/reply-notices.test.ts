import { describe, expect, it } from "vitest";
import { MIN_WRITING_MS } from "../server/modules/comments/spam-checks";
import { axeViolations } from "./axe";
import { commentsTab, signInToDashboard, writeCommentAsAPerson } from "./comment-steps";
import { browserRun, shoot, viewportAt } from "./harness";
import { ARTICLE } from "./public-pages";
import { hydrated } from "./session";

describe("a reader told of the author's reply, by mail", () => {
  const run = browserRun();

  it("a reader ticks the box; the author approves and replies; the mail is in the outbox; its link's button stops them", async () => {
    const { page, consoleErrors } = await run.open(viewportAt(1280));
    const question = `Do the soil probes need recalibrating after a dry summer? (${Date.now()})`;
    const comments = await writeCommentAsAPerson(page, { name: "Ines Moreau", email: "ines@example.org", content: question });
    const box = comments.getByRole("checkbox", { name: "E-mail me when the author replies" });
    expect(await box.isChecked()).toBe(false);
    await box.check();
    await comments.getByRole("button", { name: "Submit Comment" }).click();
    await page.getByText("Comment submitted!", { exact: true }).waitFor();

    await signInToDashboard(page);
    const pending = await commentsTab(page, /^Pending/);
    await pending
      .getByRole("article", { name: "Comment by Ines Moreau" })
      .getByRole("button", { name: "Approve comment by Ines Moreau" })
      .click();
    const approved = await commentsTab(page, /^Approved/);
    const mine = approved.getByRole("article", { name: "Comment by Ines Moreau" });
    await mine.getByRole("button", { name: "Reply to Ines Moreau" }).click();
    const answer = `Only if the readings drift by more than 5%. (${Date.now()})`;
    await mine.getByLabel("Your reply to Ines Moreau").fill(answer);
    await mine.getByRole("button", { name: "Post reply" }).click();
    await mine.getByText(answer).waitFor();

    // The mail, in the outbox (no mail server here).
    await page.getByRole("tab", { name: "Newsletter", exact: true }).click();
    const newsletter = page.getByRole("tabpanel", { name: "Newsletter", exact: true });
    const notice = newsletter.getByRole("button", { name: /replied to your comment on.*ines@example\.org/ });
    await expect
      .poll(
        async () => {
          await newsletter.getByRole("tab", { name: "Subscribers" }).click();
          await newsletter.getByRole("tab", { name: "Outbox" }).click();
          return notice.count();
        },
        { timeout: 20_000 },
      )
      .toBe(1);
    await notice.click();
    await newsletter.getByRole("tab", { name: "Plain text" }).click();
    const text = (await newsletter.locator("pre").textContent()) ?? "";
    expect(text).toContain(answer);
    expect(text).toContain(ARTICLE.title);
    const conversation = /Read the conversation: (\S+)/.exec(text)![1];
    expect(conversation).toMatch(new RegExp(`/blog/${ARTICLE.slug}#comment-`));
    const stop = /Stop e-mails about this thread: (\S+)/.exec(text)![1];

    // The reader follows the mail's links: the conversation, then the stop link, which only asks.
    await page.goto(new URL(conversation).pathname + new URL(conversation).hash);
    await page
      .locator(`[id="${new URL(conversation).hash.slice(1)}"]`)
      .getByText(answer)
      .waitFor();
    await page.goto(new URL(stop).pathname + new URL(stop).search);
    const button = page.getByRole("button", { name: "Stop e-mails about this thread" });
    await page.getByRole("heading", { name: "Stop e-mails about this thread?" }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await (await hydrated(button)).click();
    await page.waitForURL("**/newsletter?replies=stopped");
    await page.getByRole("heading", { name: "No more e-mails about this thread" }).waitFor();
    await shoot(page, "reply-notices-stopped-1280");
    expect(await axeViolations(page)).toEqual([]);
    expect(consoleErrors.filter((error) => !/401/.test(error.text))).toEqual([]);
  });
  it("a reader without JavaScript ticks the box, and the author's reply mails them too", async () => {
    const context = await run.browser.newContext({ baseURL: run.server.url, javaScriptEnabled: false, viewport: viewportAt(1280) });
    const question = `Which cover crop holds the soil best over winter? (${Date.now()})`;
    try {
      const page = await context.newPage();
      await page.goto(`/blog/${ARTICLE.slug}`);
      // The server-drawn form's token was signed as the page was drawn; a person takes seconds to write.
      await page.waitForTimeout(MIN_WRITING_MS + 500);
      const form = page.getByRole("form", { name: "Leave a Comment" });
      await form.getByLabel("Name", { exact: true }).fill("Tomas Berg");
      await form.getByLabel("Email", { exact: true }).fill("tomas@example.org");
      await form.getByLabel("Comment", { exact: true }).fill(question);
      await form.getByRole("checkbox", { name: "E-mail me when the author replies" }).check();
      await Promise.all([page.waitForURL(/[?&]comment=submitted/), form.getByRole("button", { name: "Submit Comment" }).click()]);
    } finally {
      await context.close();
    }

    const { page } = await run.open(viewportAt(1280));
    await signInToDashboard(page);
    const all = (await (await page.request.get("/api/admin/comments")).json()) as { id: string; content: string }[];
    const id = all.find((comment) => comment.content === question)!.id;
    expect((await page.request.put(`/api/comments/${id}/approve`)).status()).toBe(200);
    expect((await page.request.put(`/api/comments/${id}/reply`, { data: { content: "Winter rye, sown early." } })).status()).toBe(200);
    await expect
      .poll(async () => {
        const outbox = (await (await page.request.get("/api/admin/outbox")).json()) as { to: string; subject: string }[];
        return outbox.filter((mail) => mail.to === "tomas@example.org").map((mail) => mail.subject);
      })
      .toEqual([expect.stringContaining(`replied to your comment on "${ARTICLE.title}"`)]);
  });
});
