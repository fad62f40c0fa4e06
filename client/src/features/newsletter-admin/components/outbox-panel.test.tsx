import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { OutboxSummary } from "@shared/types";
import { noSubscribers } from "@/test/fixtures";
import { renderWithApp, reply, replyError, stubFetch } from "@/test/render";
import { NewsletterTab } from "./newsletter-tab";

const notice: OutboxSummary = {
  id: "comment-notice-1",
  to: "author@furrow.test",
  subject: "A new comment is waiting on Furrow",
  sentAt: "2026-11-25T10:00:00.000Z",
};

describe("the Outbox", () => {
  it("shows mail the worker wrote while it was closed when the author opens it again", async () => {
    const written: OutboxSummary[] = [];
    stubFetch((url) => {
      if (url.pathname === "/api/admin/outbox") return reply("GET /api/admin/outbox", written);
      if (url.pathname === "/api/admin/subscribers") return reply("GET /api/admin/subscribers", noSubscribers);
      return replyError(404, "Not found");
    });
    renderWithApp(<NewsletterTab />);

    await userEvent.click(screen.getByRole("tab", { name: "Outbox" }));
    expect(await screen.findByText("The outbox is empty.")).toBeInTheDocument();

    written.push(notice);
    await userEvent.click(screen.getByRole("tab", { name: "Subscribers" }));
    await userEvent.click(screen.getByRole("tab", { name: "Outbox" }));
    expect(await screen.findByRole("button", { name: /A new comment is waiting on Furrow/ })).toBeInTheDocument();
  });
});
