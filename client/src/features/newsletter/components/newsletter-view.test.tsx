import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { NewsletterView } from "./newsletter-view";
import { renderWithApp } from "@/test/render";

describe("the page a newsletter mail's link opens", () => {
  it("asks for one click on a confirmation link: a form that posts the token, nothing done yet", () => {
    renderWithApp(<NewsletterView search="?action=confirm&token=abc.def-_1" />);
    expect(screen.getByRole("heading", { name: "Confirm your subscription" })).toBeInTheDocument();
    const button = screen.getByRole("button", { name: "Confirm my subscription" });
    const form = button.closest("form")!;
    expect(form.getAttribute("method")).toBe("post");
    expect(form.getAttribute("action")).toBe("/api/newsletter/confirm?token=abc.def-_1");
    expect(button).toHaveAttribute("type", "submit");
  });

  it("asks for one click on an unsubscribe link, posting to the page's own endpoint, not the one-click URL", () => {
    renderWithApp(<NewsletterView search="?action=unsubscribe&token=id%2B1.sig" />);
    expect(screen.getByRole("heading", { name: "Unsubscribe from the newsletter?" })).toBeInTheDocument();
    const form = screen.getByRole("button", { name: "Unsubscribe" }).closest("form")!;
    expect(form.getAttribute("method")).toBe("post");
    expect(form.getAttribute("action")).toBe("/api/newsletter/unsubscribe/form?token=id%2B1.sig");
  });

  it("shows the outcome once posted, in the page's own words", () => {
    renderWithApp(<NewsletterView search="?confirm=confirmed" />);
    expect(screen.getByRole("heading", { name: "You're subscribed" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Confirm my subscription" })).not.toBeInTheDocument();
  });

  it("shows the link's error when an action comes without a token", () => {
    renderWithApp(<NewsletterView search="?action=confirm&confirm=invalid" />);
    expect(screen.getByRole("heading", { name: "This confirmation link doesn't work" })).toBeInTheDocument();
  });

  it("asks for one click on a reply notice's stop link, and says what it did once posted, offering no sign-up", () => {
    const { unmount } = renderWithApp(<NewsletterView search="?action=stop-replies&token=c1.sig" />);
    expect(screen.getByRole("heading", { name: "Stop e-mails about this thread?" })).toBeInTheDocument();
    const form = screen.getByRole("button", { name: "Stop e-mails about this thread" }).closest("form")!;
    expect(form.getAttribute("method")).toBe("post");
    expect(form.getAttribute("action")).toBe("/api/comments/reply-notices/stop/form?token=c1.sig");
    unmount();

    renderWithApp(<NewsletterView search="?replies=stopped" />);
    expect(screen.getByRole("heading", { name: "No more e-mails about this thread" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Subscribe" })).not.toBeInTheDocument();
  });

  it("says a reply notice's stop link doesn't work when the server found it forged or cut short", () => {
    renderWithApp(<NewsletterView search="?replies=invalid" />);
    expect(screen.getByRole("heading", { name: "This link doesn't work" })).toBeInTheDocument();
  });
});
