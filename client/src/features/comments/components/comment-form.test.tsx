import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { FIELD_LIMITS } from "@shared/constants";
import { toast } from "@/components/ui/use-toast";
import type { PublicComment } from "@shared/types";
import { renderWithApp, reply, replyError, stubFetch } from "@/test/render";
import { CommentForm } from "./comment-form";

// The real store still drives the real toasts; the wrapper lets each test read exactly which one fired.
vi.mock("@/components/ui/use-toast", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/components/ui/use-toast")>();
  return { ...actual, toast: vi.fn(actual.toast) };
});

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement | HTMLTextAreaElement;

async function fill(values: { name?: string; email?: string; comment?: string }) {
  if (values.name) await userEvent.type(field("Name"), values.name);
  if (values.email) await userEvent.type(field("Email"), values.email);
  if (values.comment) await userEvent.type(field("Comment"), values.comment);
}

const submit = () => userEvent.click(screen.getByRole("button", { name: "Submit Comment" }));

const FORM_TOKEN = "1764000000000.signed";

/** What the server answers for a comment it took: held for approval. */
const held: PublicComment = {
  id: "c1",
  postId: "post-1",
  authorName: "Ada",
  content: "Great read.",
  createdAt: "2026-11-05T12:00:00.000Z",
  isApproved: false,
  reply: null,
};
const accepted = () => reply("POST /api/blog-posts/{id}/comments", held, { status: 201 });

/** The server: a form token when the form is drawn, and `answer` for the comment itself. */
function serveComments(answer: () => Response | Promise<Response>) {
  return stubFetch((url) =>
    url.pathname === "/api/comments/form-token" ? reply("GET /api/comments/form-token", { token: FORM_TOKEN }) : answer(),
  );
}

/** The comments sent, leaving out the form token's fetch. */
const submissions = (spy: ReturnType<typeof stubFetch>) =>
  (spy.mock.calls as unknown as [string, RequestInit | undefined][]).filter(([input]) => String(input).endsWith("/comments"));

describe("comment form", () => {
  beforeEach(() => vi.mocked(toast).mockClear());

  it("has a 4-row comment box and the server's length limits on every field", () => {
    serveComments(accepted);
    renderWithApp(<CommentForm postId="post-1" />);

    expect(field("Comment")).toHaveAttribute("rows", "4");
    expect(field("Name")).toHaveAttribute("maxLength", String(FIELD_LIMITS.name));
    expect(field("Email")).toHaveAttribute("maxLength", String(FIELD_LIMITS.email));
    expect(field("Comment")).toHaveAttribute("maxLength", String(FIELD_LIMITS.comment));
  });

  it("is a POST form to the server's comment route, so without JavaScript nothing typed goes into the address", () => {
    serveComments(accepted);
    renderWithApp(<CommentForm postId="post-1" />);

    const form = field("Name").closest("form")!;
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", "/api/blog-posts/post-1/comments/form");
  });

  it("sends what is in the fields, even text put there before the form's script ran", async () => {
    const spy = serveComments(accepted);
    renderWithApp(<CommentForm postId="post-1" />);
    // As a reader typing into the server's HTML: the DOM's value, with no change event React saw.
    field("Name").value = "Early Bird";
    await fill({ email: "bird@example.com", comment: "Typed fast." });
    await submit();

    await waitFor(() => expect(submissions(spy)).toHaveLength(1));
    expect(JSON.parse(String(submissions(spy)[0][1]?.body))).toMatchObject({
      authorName: "Early Bird",
      authorEmail: "bird@example.com",
      content: "Typed fast.",
    });
  });

  it.each([
    ["nothing", {}],
    ["no name", { email: "ada@example.com", comment: "Great read." }],
    ["no e-mail", { name: "Ada", comment: "Great read." }],
    ["a comment of spaces only", { name: "Ada", email: "ada@example.com", comment: "    " }],
  ])("says 'Missing fields' and sends nothing with %s", async (_case, values) => {
    const spy = serveComments(accepted);
    renderWithApp(<CommentForm postId="post-1" />);

    await fill(values);
    await submit();

    expect(toast).toHaveBeenCalledWith({
      variant: "destructive",
      title: "Missing fields",
      description: "Please fill in all fields to submit your comment.",
    });
    expect(await screen.findByText("Please fill in all fields to submit your comment.")).toBeInTheDocument();
    expect(submissions(spy)).toEqual([]);
  });

  it("says 'Invalid email' and sends nothing when the e-mail has no '@'", async () => {
    const spy = serveComments(accepted);
    renderWithApp(<CommentForm postId="post-1" />);

    await fill({ name: "Ada", email: "ada.example.com", comment: "Great read." });
    await submit();

    expect(toast).toHaveBeenCalledWith({
      variant: "destructive",
      title: "Invalid email",
      description: "Please enter a valid email address.",
    });
    expect(submissions(spy)).toEqual([]);
    // Nothing the reader typed is lost to a validation message.
    expect(field("Comment")).toHaveValue("Great read.");
  });

  it("sends the trimmed comment, thanks the reader and clears the form", async () => {
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    const spy = serveComments(async () => {
      await answered;
      return accepted();
    });
    renderWithApp(<CommentForm postId="post-1" />);

    await fill({ name: "  Ada ", email: " ada@example.com ", comment: " Great read.  " });
    await submit();

    // While it is on its way, a second click cannot send it twice.
    expect(await screen.findByRole("button", { name: "Submitting..." })).toBeDisabled();
    release();

    expect(await screen.findByText("Comment submitted!")).toBeInTheDocument();
    expect(screen.getByText("Your comment has been submitted and is awaiting approval.")).toBeInTheDocument();
    await waitFor(() => expect(field("Name")).toHaveValue(""));
    expect(field("Email")).toHaveValue("");
    expect(field("Comment")).toHaveValue("");
    expect(screen.getByRole("button", { name: "Submit Comment" })).toBeEnabled();

    const [[input, init]] = submissions(spy) as [string, RequestInit][];
    expect(input).toBe("/api/blog-posts/post-1/comments");
    expect(init.method).toBe("POST");
    // With the token the form was drawn with, and the hidden field a person leaves empty.
    expect(JSON.parse(String(init.body))).toEqual({
      authorName: "Ada",
      authorEmail: "ada@example.com",
      content: "Great read.",
      website: "",
      notifyOnReply: false,
      formToken: FORM_TOKEN,
    });
    expect(screen.getByLabelText("Website", { selector: "input" }).closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it("offers reply notices off by default, sends the tick with the comment, and clears it with the form", async () => {
    const spy = serveComments(accepted);
    renderWithApp(<CommentForm postId="post-1" />);

    const box = screen.getByRole("checkbox", { name: "E-mail me when the author replies" });
    expect(box).not.toBeChecked();
    // The same field a browser posts without JavaScript ("on" when ticked).
    expect(box).toHaveAttribute("name", "notifyOnReply");
    await fill({ name: "Ada", email: "ada@example.com", comment: "Great read." });
    await userEvent.click(box);
    await submit();

    await waitFor(() => expect(submissions(spy)).toHaveLength(1));
    expect(JSON.parse(String(submissions(spy)[0][1]?.body))).toMatchObject({ notifyOnReply: true });
    await waitFor(() => expect(box).not.toBeChecked());
  });

  it("says 'Error' and keeps what was typed when the server refuses the comment", async () => {
    serveComments(() => replyError(429, "Too many requests"));
    renderWithApp(<CommentForm postId="post-1" />);

    await fill({ name: "Ada", email: "ada@example.com", comment: "Great read." });
    await submit();

    expect(await screen.findByText("Failed to submit comment. Please try again.")).toBeInTheDocument();
    expect(toast).toHaveBeenCalledWith({
      variant: "destructive",
      title: "Error",
      description: "Failed to submit comment. Please try again.",
    });
    expect(field("Comment")).toHaveValue("Great read.");
  });
});
