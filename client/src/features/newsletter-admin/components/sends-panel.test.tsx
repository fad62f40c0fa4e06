import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { NewsletterSendSummary } from "@shared/types";
import { makeNewsletterSend, noSubscribers } from "@/test/fixtures";
import { renderWithApp, reply, replyError, routeFetch } from "@/test/render";
import { NewsletterTab } from "./newsletter-tab";

const going = makeNewsletterSend({ queued: 40, sent: 12, pending: 28 });
const cancelledByAuthor: NewsletterSendSummary = {
  ...going,
  sent: 13,
  pending: 0,
  cancelled: 27,
  cancelledAt: "2026-11-25T10:05:00.000Z",
  cancelReason: "author",
};

/** The admin API as Sent posts sees it; `cancel` and `resume` answer those requests. */
function serve({
  cancel = () => reply("POST /api/admin/newsletter/sends/{id}/cancel", { cancelled: 27 }),
  resume = () => reply("POST /api/admin/newsletter/sends/{id}/resume", { resumed: 27 }),
  first = going,
}: { cancel?: () => Response; resume?: () => Response; first?: NewsletterSendSummary } = {}) {
  let current = first;
  return routeFetch(({ method, path }) => {
    if (path === "/api/admin/subscribers") return reply("GET /api/admin/subscribers", noSubscribers);
    if (path === "/api/admin/newsletter/sends" && method === "GET") return reply("GET /api/admin/newsletter/sends", [current]);
    if (path === "/api/admin/newsletter/sends/p1/cancel" && method === "POST") {
      const answer = cancel();
      if (answer.ok) current = cancelledByAuthor;
      return answer;
    }
    if (path === "/api/admin/newsletter/sends/p1/resume" && method === "POST") {
      const answer = resume();
      if (answer.ok) current = { ...going, sent: 13, pending: 27 };
      return answer;
    }
    return replyError(404, "Not found");
  });
}

async function openSentPosts() {
  renderWithApp(<NewsletterTab />);
  await userEvent.click(screen.getByRole("tab", { name: "Sent posts" }));
  return (await screen.findByRole("heading", { name: "Cover crops in a dry year" })).closest("li")!;
}

describe("cancelling a newsletter from Sent posts", () => {
  it("asks first, then cancels it: a toast says how many deliveries stopped and the send shows as cancelled", async () => {
    const { requests } = serve();
    const send = await openSentPosts();

    await userEvent.click(within(send).getByRole("button", { name: "Cancel send" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel this newsletter?" });
    expect(dialog).toHaveTextContent("28 readers still waiting");
    // Keeping it sends nothing.
    await userEvent.click(within(dialog).getByRole("button", { name: "Keep sending" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(requests.filter((request) => request.method === "POST")).toHaveLength(0);

    await userEvent.click(within(send).getByRole("button", { name: "Cancel send" }));
    await userEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Cancel send" }));
    expect(await screen.findByText("27 waiting deliveries were cancelled.")).toBeInTheDocument();
    expect(await within(send).findByText(/Cancelled .*: you cancelled it\. The rest will not be sent\./)).toBeInTheDocument();
    expect(within(send).getByText(/27 cancelled/)).toBeInTheDocument();
    expect(within(send).queryByRole("button", { name: "Cancel send" })).not.toBeInTheDocument();
    expect(requests.filter((request) => request.method === "POST").map((request) => request.path)).toEqual([
      "/api/admin/newsletter/sends/p1/cancel",
    ]);
  });

  it("keeps the dialog open with the server's reason when the cancel is refused", async () => {
    serve({ cancel: () => replyError(409, "This newsletter has nothing left to cancel") });
    const send = await openSentPosts();

    await userEvent.click(within(send).getByRole("button", { name: "Cancel send" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel send" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("This newsletter has nothing left to cancel");
    expect(await screen.findByText("Failed to cancel the newsletter.")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Cancel send" })).toBeEnabled();
  });

  it("sends a cancelled newsletter to the rest only once the author confirms, and says why when the post is not public", async () => {
    let published = false;
    const { requests } = serve({
      first: cancelledByAuthor,
      resume: () =>
        published
          ? reply("POST /api/admin/newsletter/sends/{id}/resume", { resumed: 27 })
          : replyError(409, "Publish the post again before sending its newsletter"),
    });
    const send = await openSentPosts();
    expect(within(send).queryByRole("button", { name: "Cancel send" })).not.toBeInTheDocument();

    await userEvent.click(within(send).getByRole("button", { name: "Send to the rest" }));
    let dialog = await screen.findByRole("dialog", { name: "Send this newsletter to the rest?" });
    expect(dialog).toHaveTextContent("27 readers it did not reach");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send to the rest" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Publish the post again before sending its newsletter");
    await userEvent.click(within(dialog).getByRole("button", { name: "Keep it cancelled" }));

    published = true;
    await userEvent.click(within(send).getByRole("button", { name: "Send to the rest" }));
    dialog = await screen.findByRole("dialog");
    expect(within(dialog).queryByRole("alert")).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Send to the rest" }));
    expect(await screen.findByText("27 deliveries are back in the queue.")).toBeInTheDocument();
    expect(await within(send).findByRole("button", { name: "Cancel send" })).toBeInTheDocument();
    expect(within(send).queryByText(/you cancelled it/)).not.toBeInTheDocument();
    expect(requests.filter((request) => request.method === "POST")).toHaveLength(2);
  });
});
