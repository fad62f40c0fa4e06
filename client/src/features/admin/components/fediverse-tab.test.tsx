import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithApp, replyError } from "@/test/render";
import { makeDelivery, makeFediverseOverview, makeFollower, serveFediverse } from "../test/fediverse-api";
import { FediverseTab } from "./fediverse-tab";

const section = (name: string) => screen.findByRole("region", { name });
/** The figure a description list gives for `term`. */
const figure = (scope: HTMLElement, term: string) => within(scope).getByText(term, { selector: "dt" }).nextElementSibling?.textContent;

describe("the fediverse tab", () => {
  it("shows the handle to copy, how readers follow, the followers count and today's inbox against its caps", async () => {
    serveFediverse({ followers: [makeFollower("alice"), makeFollower("bob")] });
    renderWithApp(<FediverseTab />);

    expect(screen.getByLabelText("Loading the fediverse account")).toHaveAttribute("aria-busy", "true");
    await screen.findByText("@furrow@blog.example");
    const account = await section("Fediverse account");
    expect(within(account).getByText(/Readers search for this handle in Mastodon or any fediverse app/)).toBeInTheDocument();
    expect(figure(account, "Followers")).toBe("2");
    expect(figure(account, "Inbox today")).toBe("12 of 5,000 activities today; at most 500 a server, 20 replies a server a day");

    // setup() stands in a clipboard, which jsdom has none of.
    const user = userEvent.setup();
    await user.click(within(account).getByRole("button", { name: "Copy the handle" }));
    expect(await within(account).findByRole("button", { name: "Copied the handle" })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe("@furrow@blog.example");
  });

  it("lists the followers with a link to each profile in a new tab, their handle, server and date", async () => {
    serveFediverse({ followers: [makeFollower("alice"), makeFollower("bob", { server: "fosstodon.example", name: "" })] });
    renderWithApp(<FediverseTab />);

    const followers = await section("Followers");
    const table = await within(followers).findByRole("table", { name: "Followers, newest first" });
    expect(within(followers).getByText("2 followers, newest first.")).toBeInTheDocument();
    const [alice, bob] = within(table).getAllByRole("row").slice(1);
    const profile = within(alice).getByRole("link", { name: "Alice (opens in a new tab)" });
    expect(profile).toHaveAttribute("href", "https://mastodon.example/@alice");
    expect(profile).toHaveAttribute("target", "_blank");
    expect(profile).toHaveAttribute("rel", "noopener noreferrer");
    expect(within(alice).getByText("@alice@mastodon.example")).toBeInTheDocument();
    expect(within(alice).getByText("mastodon.example")).toBeInTheDocument();
    expect(within(alice).getByText("Nov 20, 2026")).toHaveAttribute("datetime", "2026-11-20T09:00:00.000Z");
    // No display name: the handle names the link.
    expect(within(bob).getByRole("link", { name: "@bob@fosstodon.example (opens in a new tab)" })).toBeInTheDocument();
    expect(within(followers).queryByRole("navigation", { name: "Follower pages" })).not.toBeInTheDocument();
  });

  it("says so when nobody follows yet", async () => {
    serveFediverse();
    renderWithApp(<FediverseTab />);

    const followers = await section("Followers");
    expect(
      await within(followers).findByText("No followers yet. Readers who follow @furrow@blog.example appear here."),
    ).toBeInTheDocument();
    expect(within(followers).queryByRole("table")).not.toBeInTheDocument();
  });

  it("removes a follower only once confirmed, sending their actor id, then shows the list without them", async () => {
    const alice = makeFollower("alice");
    const { requests } = serveFediverse({ followers: [alice, makeFollower("bob")] });
    renderWithApp(<FediverseTab />);
    const followers = await section("Followers");
    const removals = () => requests.filter((request) => request.method === "POST");

    await userEvent.click(await within(followers).findByRole("button", { name: "Remove @alice@mastodon.example" }));
    let dialog = screen.getByRole("dialog", { name: "Remove @alice@mastodon.example?" });
    expect(within(dialog).getByText(/their server \(mastodon\.example\) is told they no longer follow it/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Keep follower" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(removals()).toEqual([]);

    const listReads = requests.filter((request) => request.path === "/api/admin/fediverse/followers").length;
    await userEvent.click(within(followers).getByRole("button", { name: "Remove @alice@mastodon.example" }));
    dialog = screen.getByRole("dialog", { name: "Remove @alice@mastodon.example?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Remove follower" }));

    expect(await screen.findByText("@alice@mastodon.example no longer follows the blog.")).toBeInTheDocument();
    expect(removals()).toEqual([expect.objectContaining({ path: "/api/admin/fediverse/followers/remove", body: { actorId: alice.id } })]);
    await waitFor(() => expect(within(followers).queryByText("@alice@mastodon.example")).not.toBeInTheDocument());
    expect(within(followers).getByText("@bob@mastodon.example")).toBeInTheDocument();
    expect(requests.filter((request) => request.path === "/api/admin/fediverse/followers").length).toBeGreaterThan(listReads);
    expect(figure(await section("Fediverse account"), "Followers")).toBe("1");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("keeps the dialog open with the server's reason when the removal is refused", async () => {
    serveFediverse({
      followers: [makeFollower("alice")],
      answer: ({ method }) => (method === "POST" ? replyError(404, "No such follower") : undefined),
    });
    renderWithApp(<FediverseTab />);

    await userEvent.click(await screen.findByRole("button", { name: "Remove @alice@mastodon.example" }));
    const dialog = screen.getByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Remove follower" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("No such follower");
    expect(screen.getByText("Failed to remove the follower.")).toBeInTheDocument();
  });

  it("pages through more than 50 followers", async () => {
    const many = Array.from({ length: 51 }, (_, index) => makeFollower(`reader${index + 1}`));
    const { requests } = serveFediverse({ followers: many });
    renderWithApp(<FediverseTab />);
    const followers = await section("Followers");

    const pages = await within(followers).findByRole("navigation", { name: "Follower pages" });
    expect(within(pages).getByText("Page 1 of 2")).toBeInTheDocument();
    expect(within(followers).getAllByRole("row")).toHaveLength(51);
    expect(within(pages).getByRole("button", { name: "Previous" })).toBeDisabled();

    await userEvent.click(within(pages).getByRole("button", { name: "Next" }));
    expect(await within(followers).findByText("Page 2 of 2")).toBeInTheDocument();
    await waitFor(() => expect(within(followers).getAllByRole("row")).toHaveLength(2));
    expect(within(followers).getByText("@reader51@mastodon.example")).toBeInTheDocument();
    expect(requests.map((request) => request.page)).toContain(2);
  });

  it("counts the deliveries by status and lists the latest with why one is failing", async () => {
    serveFediverse({
      overview: makeFediverseOverview({ deliveries: { pending: 2, working: 1, done: 40, failed: 1, cancelled: 3 } }),
      latest: [
        makeDelivery("d2", { kind: "Update", server: "slow.example", status: "pending", attempts: 2, lastError: "timed out after 10 s" }),
        makeDelivery("d1", {
          kind: "Accept",
          server: "gone.example",
          status: "failed",
          attempts: 1,
          lastError: "gone.example refused it (403)",
        }),
        makeDelivery("d0"),
      ],
    });
    renderWithApp(<FediverseTab />);

    const deliveries = await section("Deliveries");
    const table = await within(deliveries).findByRole("table", { name: "Latest deliveries, newest first" });
    expect(figure(deliveries, "Queued")).toBe("3");
    expect(figure(deliveries, "Sent")).toBe("40");
    expect(figure(deliveries, "Failing")).toBe("1");
    expect(figure(deliveries, "Cancelled")).toBe("3");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual(["Queued at", "Kind", "Server", "Status", "Attempts", "Last error"]);
    const [, retrying, failed, sent] = within(table).getAllByRole("row");
    expect(within(retrying).getByText("Queued")).toBeInTheDocument();
    expect(within(retrying).getByText("timed out after 10 s")).toBeInTheDocument();
    expect(within(retrying).getByText(/^Next try/)).toBeInTheDocument();
    const cells = within(failed)
      .getAllByRole("cell")
      .map((cell) => cell.textContent);
    expect(cells.slice(1)).toEqual(["Accept", "gone.example", "Failed", "1", "gone.example refused it (403)"]);
    expect(within(sent).getByText("Sent")).toBeInTheDocument();
    expect(within(sent).getByText("None")).toBeInTheDocument();
  });

  it("says nothing was sent yet when the queue is empty", async () => {
    serveFediverse();
    renderWithApp(<FediverseTab />);

    const deliveries = await section("Deliveries");
    expect(await within(deliveries).findByText(/^Nothing sent yet\./)).toBeInTheDocument();
    expect(within(deliveries).queryByRole("table")).not.toBeInTheDocument();
  });

  it("lists likes and boosts per post, each title linking to its article", async () => {
    serveFediverse({ reactions: [{ postId: "p1", title: "Soil sensors", slug: "soil-sensors", likes: 1200, shares: 4 }] });
    renderWithApp(<FediverseTab />);

    const reactions = await section("Reactions");
    const table = await within(reactions).findByRole("table", { name: "Likes and boosts per post" });
    expect(within(table).getByRole("link", { name: "Soil sensors (opens in a new tab)" })).toHaveAttribute("href", "/blog/soil-sensors");
    expect(
      within(table)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["Soil sensors", "1,200", "4"]);
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual(["Post", "Likes", "Boosts"]);
  });

  it("says there are no reactions yet, and shows a section's failure with a retry", async () => {
    let deliveryReads = 0;
    serveFediverse({
      answer: ({ path }) =>
        path === "/api/admin/fediverse/deliveries" && deliveryReads++ === 0 ? replyError(500, "Internal error") : undefined,
    });
    renderWithApp(<FediverseTab />);

    expect(await within(await section("Reactions")).findByText("No likes or boosts yet.")).toBeInTheDocument();
    const deliveries = await section("Deliveries");
    expect(await within(deliveries).findByText("We couldn't load the deliveries.")).toBeInTheDocument();
    await userEvent.click(within(deliveries).getByRole("button", { name: "Retry" }));
    expect(await within(deliveries).findByText(/^Nothing sent yet\./)).toBeInTheDocument();
  });

  it("sends an imported post to the followers once confirmed, and says when every server had it already", async () => {
    const post = {
      id: "p1",
      title: "Cover crops after harvest",
      slug: "cover-crops-after-harvest",
      publishedAt: "2024-09-01T08:00:00.000Z",
    };
    const { requests } = serveFediverse({ imported: [post] });
    renderWithApp(<FediverseTab />);
    const imported = await section("Imported posts");
    const sends = () => requests.filter((request) => request.method === "POST");

    expect(await within(imported).findByRole("link", { name: "Cover crops after harvest (opens in a new tab)" })).toHaveAttribute(
      "href",
      "/blog/cover-crops-after-harvest",
    );
    await userEvent.click(within(imported).getByRole("button", { name: "Send Cover crops after harvest to followers" }));
    let dialog = screen.getByRole("dialog", { name: 'Send "Cover crops after harvest" to followers?' });
    await userEvent.click(within(dialog).getByRole("button", { name: "Not now" }));
    expect(sends()).toEqual([]);

    await userEvent.click(within(imported).getByRole("button", { name: "Send Cover crops after harvest to followers" }));
    dialog = screen.getByRole("dialog", { name: 'Send "Cover crops after harvest" to followers?' });
    await userEvent.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(await screen.findByText("Queued for 1 server; see Deliveries for how it goes.")).toBeInTheDocument();
    expect(sends().map((request) => request.path)).toEqual(["/api/admin/fediverse/posts/p1/send"]);

    await userEvent.click(within(imported).getByRole("button", { name: "Send Cover crops after harvest to followers" }));
    await userEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Send" }));
    expect(await screen.findByText("Every follower's server already has this version of it.")).toBeInTheDocument();
  });

  it("says when no published post came from an import", async () => {
    serveFediverse();
    renderWithApp(<FediverseTab />);
    const imported = await section("Imported posts");
    expect(await within(imported).findByText("No published posts came from an import.")).toBeInTheDocument();
  });

  it("says the fediverse is turned off when its routes do not exist (FEDIVERSE=off), and asks nothing more", async () => {
    const { requests } = serveFediverse({ answer: () => replyError(404, "Not found") });
    renderWithApp(<FediverseTab />);

    const account = await section("Fediverse account");
    expect(await within(account).findByText(/^Fediverse is turned off \(FEDIVERSE=off\)\./)).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Followers" })).not.toBeInTheDocument();
    expect(requests.map((request) => request.path)).toEqual(["/api/admin/fediverse"]);
  });

  it("shows a failure of the overview as an error with a retry", async () => {
    let reads = 0;
    serveFediverse({
      answer: ({ path }) => (path === "/api/admin/fediverse" && reads++ === 0 ? replyError(500, "Internal error") : undefined),
    });
    renderWithApp(<FediverseTab />);

    const account = await section("Fediverse account");
    expect(await within(account).findByText("We couldn't load the fediverse account.")).toBeInTheDocument();
    await userEvent.click(within(account).getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("@furrow@blog.example")).toBeInTheDocument();
  });
});
