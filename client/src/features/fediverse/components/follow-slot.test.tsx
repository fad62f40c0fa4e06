import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppProviders } from "@/app/providers";
import { createQueryClient } from "@/lib/query-client";
import { fediverseKeys } from "@/lib/query-keys";
import { renderWithApp, reply, replyError, stubFetch } from "@/test/render";
import { leaveFor } from "../lib/leave-for";
import { FollowSlot } from "./follow-slot";

vi.mock("../lib/leave-for", () => ({ leaveFor: vi.fn() }));

const ACCOUNT = { handle: "@furrow@blog.example", actorUrl: "https://blog.example/fediverse/actor" };

/** The account as GET /api/fediverse answers, and the follow-link lookup by `lookup`. */
const serveFediverse = (lookup: (handle: string) => Response = () => replyError(404, "No such account")) =>
  stubFetch((url) =>
    url.pathname === "/api/fediverse/follow-link" ? lookup(url.searchParams.get("handle") ?? "") : reply("GET /api/fediverse", ACCOUNT),
  );

afterEach(() => vi.mocked(leaveFor).mockClear());

describe("the follow box", () => {
  it("shows the handle and a plain GET form to /fediverse/follow that works without the app", async () => {
    serveFediverse();
    renderWithApp(<FollowSlot />);

    // Its code loads as the reader nears it: at once here, where jsdom has no IntersectionObserver.
    expect(await screen.findByRole("heading", { name: "Follow on the fediverse" })).toBeInTheDocument();
    expect(screen.getByText("@furrow@blog.example")).toBeInTheDocument();
    expect(screen.getByText(/search for the handle, or enter your own handle to follow from your server/)).toBeInTheDocument();
    const field = screen.getByRole("textbox", { name: "Your handle" });
    expect(field).toHaveAttribute("name", "handle");
    expect(field).toHaveAttribute("placeholder", "@you@mastodon.social");
    expect(field).toHaveAttribute("autocomplete", "off");
    expect(field).toBeRequired();
    const form = field.closest("form")!;
    expect(form).toHaveAttribute("method", "get");
    expect(form).toHaveAttribute("action", "/fediverse/follow");
    expect(screen.getByRole("button", { name: "Follow" })).toHaveAttribute("type", "submit");
  });

  it("once the app runs, looks the reader's server up and goes to its follow page", async () => {
    const fetched = serveFediverse((handle) =>
      reply("GET /api/fediverse/follow-link", { url: `https://mastodon.example/authorize_interaction?acct=${handle}` }),
    );
    renderWithApp(<FollowSlot />);

    await userEvent.type(await screen.findByRole("textbox", { name: "Your handle" }), " @me@mastodon.example ");
    await userEvent.click(screen.getByRole("button", { name: "Follow" }));

    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith("https://mastodon.example/authorize_interaction?acct=@me@mastodon.example"));
    const lookup = fetched.mock.calls.map(([input]) => String(input)).find((url) => url.includes("follow-link"));
    expect(lookup).toBe("/api/fediverse/follow-link?handle=%40me%40mastodon.example");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("says beside the field what went wrong with a handle, in the server's words", async () => {
    serveFediverse(() => replyError(404, "mastodon.example has no account @nobody"));
    renderWithApp(<FollowSlot />);

    const field = await screen.findByRole("textbox", { name: "Your handle" });
    await userEvent.type(field, "@nobody@mastodon.example");
    await userEvent.click(screen.getByRole("button", { name: "Follow" }));

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("mastodon.example has no account @nobody");
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveAccessibleDescription("mastodon.example has no account @nobody");
    expect(leaveFor).not.toHaveBeenCalled();
  });

  it("asks for nothing and shows nothing when the page says the blog is not on the fediverse", () => {
    const fetched = serveFediverse();
    const queryClient = createQueryClient();
    queryClient.setQueryData(fediverseKeys.account, null);
    const { container } = render(
      <AppProviders queryClient={queryClient}>
        <FollowSlot className="mb-16" />
      </AppProviders>,
    );

    expect(container).toBeEmptyDOMElement();
    expect(fetched).not.toHaveBeenCalled();
  });

  it("shows nothing when the server has no fediverse account (FEDIVERSE=off answers 404)", async () => {
    const fetched = stubFetch(() => replyError(404, "Not found"));
    renderWithApp(<FollowSlot />);

    await waitFor(() => expect(fetched).toHaveBeenCalled());
    expect(screen.queryByRole("heading", { name: "Follow on the fediverse" })).toBeNull();
    expect(screen.queryByRole("textbox")).toBeNull();
  });
});
