import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { makeNewsletterSend, noSubscribers } from "@/test/fixtures";
import { renderWithApp, reply, replyError, routeFetch } from "@/test/render";
import { tableRows } from "@/test/table-rows";
import { NewsletterTab } from "./newsletter-tab";

const LONG = "https://www.trials.example/results/2026/north-field/strip-trial-cover-crops-and-nitrogen?plot=12&view=full";

const sent = makeNewsletterSend({
  postTitle: "Strip trials in the north field",
  links: [
    { url: "https://furrow.test/blog/strip-trials", clicks: 3 },
    { url: LONG, clicks: 1 },
    { url: "https://furrow.test/posts", clicks: 0 },
  ],
});
const unclicked = makeNewsletterSend({
  id: "p2",
  postId: "p2",
  postTitle: "Cover crops after the trials",
  links: sent.links.map((link) => ({ ...link, clicks: 0 })),
});
const withoutLinks = makeNewsletterSend({ id: "p3", postId: "p3", postTitle: "A note without links" });

function serve(sends: () => Response | Promise<Response>) {
  return routeFetch(({ path }) => {
    if (path === "/api/admin/subscribers") return reply("GET /api/admin/subscribers", noSubscribers);
    if (path === "/api/admin/newsletter/sends") return sends();
    return replyError(404, "Not found");
  });
}

async function openSentPosts() {
  renderWithApp(<NewsletterTab />);
  await userEvent.click(screen.getByRole("tab", { name: "Sent posts" }));
}
const sendNamed = async (title: string) => (await screen.findByRole("heading", { name: title })).closest("li")!;

describe("clicks on a newsletter's links in Sent posts", () => {
  it("shows each link, shortened, with its clicks, and says when a send has none yet or no links at all", async () => {
    serve(() => reply("GET /api/admin/newsletter/sends", [sent, unclicked, withoutLinks]));
    await openSentPosts();

    const clicked = await sendNamed("Strip trials in the north field");
    await userEvent.click(within(clicked).getByText("4 clicks on 3 links"));
    const table = within(clicked).getByRole("table", {
      name: 'Clicks on each link of "Strip trials in the north field", in the mail\'s order',
    });
    expect(tableRows(table)).toEqual([
      ["furrow.test/blog/strip-trials", "3"],
      [expect.stringMatching(/^trials\.example\/results\/.+….+view=full$/), "1"],
      ["furrow.test/posts", "0"],
    ]);
    // The whole address is one hover or one click away.
    const long = within(table).getByRole("link", { name: /^trials\.example/ });
    expect(long).toHaveAttribute("href", LONG);
    expect(long).toHaveAttribute("title", LONG);
    expect(long.textContent!.length).toBeLessThanOrEqual(56);

    expect(within(await sendNamed("Cover crops after the trials")).getByText("No clicks yet on 3 links")).toBeInTheDocument();
    expect(within(await sendNamed("A note without links")).getByText("This mail has no links to count clicks on.")).toBeInTheDocument();
  });

  it("shows the loading state, then the error state with a retry that brings the clicks", async () => {
    let failing = true;
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    serve(async () => {
      await answered;
      return failing ? replyError(500, "Internal server error") : reply("GET /api/admin/newsletter/sends", [sent]);
    });
    await openSentPosts();
    expect(await screen.findByLabelText("Loading the newsletters")).toBeInTheDocument();
    answer();
    expect(await screen.findByText("We couldn't load the newsletters.")).toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole("button", { name: /try again|retry/i }));
    expect(within(await sendNamed("Strip trials in the north field")).getByText("4 clicks on 3 links")).toBeInTheDocument();
  });
});
