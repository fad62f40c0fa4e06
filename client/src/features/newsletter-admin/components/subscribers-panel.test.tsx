import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { SubscriberList } from "@shared/types";
import { renderWithApp, reply, replyError, stubFetch } from "@/test/render";
import { SubscribersPanel } from "./subscribers-panel";

const pending = {
  id: "s1",
  email: "reader@example.com",
  status: "pending" as const,
  createdAt: "2026-11-25T10:00:00.000Z",
  confirmedAt: null,
  unsubscribedAt: null,
};
const listWith = (waiting: SubscriberList["confirmationsWaiting"]): SubscriberList => ({
  items: [pending],
  total: 1,
  counts: { pending: 240, confirmed: 3, unsubscribed: 0 },
  confirmationsWaiting: waiting,
});

describe("the subscriber list in the Newsletter tab", () => {
  it("says how many sign-ups wait for their confirmation mail and why", async () => {
    stubFetch(() => reply("GET /api/admin/subscribers", listWith({ count: 200, reason: "hourly-limit", hourlyLimit: 100 })));
    renderWithApp(<SubscribersPanel />);
    expect(
      await screen.findByText(
        "200 sign-ups are waiting for their confirmation mail: the hourly limit of 100 confirmation mails was reached. Later hours send them, oldest first.",
      ),
    ).toBeInTheDocument();
  });

  it("says it of one sign-up in the singular", async () => {
    stubFetch(() => reply("GET /api/admin/subscribers", listWith({ count: 1, reason: "hourly-limit", hourlyLimit: 5 })));
    renderWithApp(<SubscribersPanel />);
    expect(
      await screen.findByText(/^1 sign-up is waiting for their confirmation mail: the hourly limit of 5 confirmation mails was reached/),
    ).toBeInTheDocument();
  });

  it("says nothing of waiting when no sign-up waits", async () => {
    stubFetch(() => reply("GET /api/admin/subscribers", listWith({ count: 0, reason: null, hourlyLimit: 100 })));
    renderWithApp(<SubscribersPanel />);
    expect(await screen.findByText("reader@example.com")).toBeInTheDocument();
    expect(screen.queryByText(/waiting for their confirmation mail/)).not.toBeInTheDocument();
  });

  it("shows the error state, not a waiting count, when the list cannot be loaded", async () => {
    stubFetch(() => replyError(500, "Server error"));
    renderWithApp(<SubscribersPanel />);
    expect(await screen.findByText("We couldn't load the subscribers.")).toBeInTheDocument();
    expect(screen.queryByText(/waiting for their confirmation mail/)).not.toBeInTheDocument();
  });
});
