import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { PublicComment } from "@shared/types";
import { renderWithApp, reply, stubFetch } from "@/test/render";
import { CommentsSection } from "./comments-section";

const comment = (index: number, overrides: Partial<PublicComment> = {}): PublicComment => ({
  id: `c${index}`,
  postId: "post-1",
  authorName: `Reader ${index}`,
  content: `Comment number ${index}`,
  reply: null,
  createdAt: "2026-11-05T12:00:00.000Z",
  isApproved: true,
  ...overrides,
});

/** The post's comments by `answer`, and a token for the form drawn under them. */
const serveComments = (answer: () => Response) =>
  stubFetch((url) => (url.pathname === "/api/comments/form-token" ? reply("GET /api/comments/form-token", { token: "signed" }) : answer()));
const list = (comments: PublicComment[]) => reply("GET /api/blog-posts/{id}/comments", comments);

describe("comments section", () => {
  it("counts the approved comments and shows each one's author, long date and text as plain text", async () => {
    serveComments(() => list([comment(1), comment(2, { content: "<img src=x onerror=alert(1)> <b>bold?</b>" })]));
    renderWithApp(<CommentsSection postId="post-1" />);

    expect(await screen.findByRole("heading", { name: "Comments (2)" })).toBeInTheDocument();
    const items = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByText("Reader 1")).toBeInTheDocument();
    expect(within(items[0]).getByText("November 5, 2026")).toBeInTheDocument();
    expect(within(items[1]).getByText("<img src=x onerror=alert(1)> <b>bold?</b>")).toBeInTheDocument();
    expect(items[1].querySelector("img, b")).toBeNull();
  });

  it("says whom an imported reply answers", async () => {
    serveComments(() => list([comment(1), comment(2, { inReplyTo: { authorName: "Reader 1" } })]));
    renderWithApp(<CommentsSection postId="post-1" />);

    const items = within(await screen.findByRole("list")).getAllByRole("listitem");
    expect(within(items[1]).getByText("In reply to Reader 1")).toBeInTheDocument();
    expect(within(items[0]).queryByText(/In reply to/)).toBeNull();
  });

  it("links a fediverse replier's name to their profile, nofollow, and leaves other names as text", async () => {
    serveComments(() => list([comment(1), comment(2, { authorUrl: "https://mastodon.example/@reader" })]));
    renderWithApp(<CommentsSection postId="post-1" />);

    const items = within(await screen.findByRole("list")).getAllByRole("listitem");
    expect(within(items[0]).queryByRole("link")).toBeNull();
    expect(within(items[0]).getByText("Reader 1")).toBeInTheDocument();
    const profileLink = within(items[1]).getByRole("link", { name: "Reader 2" });
    expect(profileLink).toHaveAttribute("href", "https://mastodon.example/@reader");
    expect(profileLink).toHaveAttribute("rel", "nofollow ugc noopener");
  });

  it("shows what the page puts under the heading, such as the post's reactions elsewhere", async () => {
    serveComments(() => list([]));
    renderWithApp(<CommentsSection postId="post-1" reactions={<p>2 likes on the fediverse</p>} />);

    expect(await screen.findByText("2 likes on the fediverse")).toBeInTheDocument();
  });

  it("invites the first comment when there are none", async () => {
    serveComments(() => list([]));
    renderWithApp(<CommentsSection postId="post-1" />);

    expect(await screen.findByText("No comments yet. Be the first to share your thoughts!")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Comments (0)" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Submit Comment" })).toBeInTheDocument();
  });

  it("shows a loading state, then offers a retry when the comments cannot be loaded", async () => {
    let fail = true;
    serveComments(() => (fail ? new Response("boom", { status: 500 }) : list([comment(1)])));
    renderWithApp(<CommentsSection postId="post-1" />);

    expect(screen.getByRole("status")).toHaveTextContent("Loading comments...");
    const retry = await screen.findByRole("button", { name: "Retry" });
    expect(screen.getByRole("alert")).toHaveTextContent("We couldn't load the comments.");
    fail = false;
    await userEvent.click(retry);

    expect(await screen.findByRole("heading", { name: "Comments (1)" })).toBeInTheDocument();
  });
});
