import type { Locator, Page } from "playwright-core";
import { MIN_WRITING_MS } from "../server/modules/comments/spam-checks";
import { signInWithDemo } from "./harness";
import { ARTICLE } from "./public-pages";

/** The author signs in and lands on the dashboard. */
export const signInToDashboard = (page: Page) =>
  signInWithDemo(page, "/admin", (signedIn) => signedIn.getByRole("heading", { name: "Admin Dashboard" }).waitFor());

/** The dashboard's Comments tab, on one of its views (Pending, Approved, All, Spam). */
export async function commentsTab(page: Page, view: RegExp): Promise<Locator> {
  await page.getByRole("tab", { name: "Comments", exact: true }).click();
  const panel = page.getByRole("tabpanel", { name: "Comments", exact: true });
  await panel.getByRole("tab", { name: view }).click();
  return panel;
}

/**
 * A person's comment under the article, filled in but not sent: the form drawn, some seconds spent
 * reading, then the fields typed. Returns the comments region, for the test to tick or send.
 */
export async function writeCommentAsAPerson(page: Page, fields: { name: string; email: string; content: string }): Promise<Locator> {
  await page.goto(`/blog/${ARTICLE.slug}`);
  const comments = page.getByRole("region", { name: /^Comments/ });
  const tokenFetched = page.waitForResponse((response) => response.url().includes("/api/comments/form-token?postId="));
  await comments.scrollIntoViewIfNeeded();
  await tokenFetched;
  // A fixed wait on purpose: the server times the form by its own clock from the token it signed,
  // and only real seconds move that clock (a browser clock cannot).
  await page.waitForTimeout(MIN_WRITING_MS + 500);
  await comments.getByLabel("Name", { exact: true }).fill(fields.name);
  await comments.getByLabel("Email", { exact: true }).fill(fields.email);
  await comments.getByLabel("Comment", { exact: true }).fill(fields.content);
  return comments;
}
