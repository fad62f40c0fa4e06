import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { DEFAULT_NAVIGATION } from "@shared/navigation-editing";
import type { Navigation } from "@shared/types";
import { renderWithApp, reply, replyError, routeFetch } from "@/test/render";
import { NavigationTab } from "./navigation-tab";

const STORED: Navigation = {
  topBar: [
    { label: "Posts", href: "/posts" },
    { label: "Contact", href: "/contact" },
    { label: "Soil", href: "/tags/Soil" },
  ],
  footer: [{ label: "Posts", href: "/posts" }],
};

/** The admin navigation API over `stored`; a PUT answers `refuse` when given, else stores the body. */
function serveNavigation(stored: Navigation | null, refuse?: () => Response) {
  let current = stored;
  return routeFetch(({ method, path, body }) => {
    if (path !== "/api/admin/navigation") return replyError(404, "Not found");
    if (method === "PUT") {
      if (refuse) return refuse();
      current = body as Navigation;
      return reply("PUT /api/admin/navigation", current);
    }
    return current ? reply("GET /api/admin/navigation", current) : replyError(500, "Internal server error");
  });
}

const group = (name: string) => screen.getByRole("group", { name });
const rows = (name: string) => within(group(name)).getAllByRole("listitem");
const topBarButton = (name: string) => within(group("Top bar")).getByRole("button", { name });
const labels = (name: string) => rows(name).map((row) => within(row).getByLabelText<HTMLInputElement>("Label").value);

async function renderTab(stored: Navigation | null, refuse?: () => Response) {
  const api = serveNavigation(stored, refuse);
  renderWithApp(<NavigationTab suggestions={["/posts", "/tags/Soil", "/blog/listening-to-soil"]} />);
  if (stored) await screen.findByRole("group", { name: "Top bar" });
  return api;
}

describe("the navigation editor", () => {
  it("reorders, renames, removes and adds links, and saves exactly what it shows", async () => {
    const { requests } = await renderTab(STORED);
    expect(labels("Top bar")).toEqual(["Posts", "Contact", "Soil"]);
    expect(topBarButton("Move “Posts” up")).toBeDisabled();

    await userEvent.click(topBarButton("Move “Contact” up"));
    expect(labels("Top bar")).toEqual(["Contact", "Posts", "Soil"]);
    // At the top, the pressed button is disabled: focus goes to its partner, not to the page.
    expect(topBarButton("Move “Contact” down")).toHaveFocus();
    expect(screen.getByText("“Contact” moved to place 1 of 3.")).toBeInTheDocument();

    const posts = rows("Top bar")[1]!;
    await userEvent.clear(within(posts).getByLabelText("Label"));
    await userEvent.type(within(posts).getByLabelText("Label"), "Articles");
    await userEvent.click(topBarButton("Remove “Soil”"));
    await userEvent.click(within(group("Top bar")).getByRole("button", { name: "Add link" }));
    const added = rows("Top bar")[2]!;
    expect(within(added).getByLabelText("Label")).toHaveFocus();
    await userEvent.type(within(added).getByLabelText("Label"), "Co-op ");
    await userEvent.type(within(added).getByLabelText("Link"), "https://coop.example");
    expect(within(added).getByLabelText("Link")).toHaveAttribute("list");
    expect(screen.getByText("Unsaved changes: readers see them once you save.")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Navigation saved")).toBeInTheDocument();
    expect(requests.filter((request) => request.method === "PUT").map((request) => request.body)).toEqual([
      {
        topBar: [
          { label: "Contact", href: "/contact" },
          { label: "Articles", href: "/posts" },
          { label: "Co-op", href: "https://coop.example" },
        ],
        footer: [{ label: "Posts", href: "/posts" }],
      },
    ]);
    await waitFor(() => expect(screen.queryByText(/Unsaved changes/)).not.toBeInTheDocument());
  });

  it("offers the site's addresses as suggestions for every Link field", async () => {
    await renderTab(STORED);
    const listId = within(rows("Footer")[0]!).getByLabelText("Link").getAttribute("list")!;
    const options = [...document.getElementById(listId)!.querySelectorAll("option")].map((option) => option.value);
    expect(options).toEqual(["/posts", "/tags/Soil", "/blog/listening-to-soil"]);
  });

  it("puts the default back with Reset to default, and saves it only when asked", async () => {
    const { requests } = await renderTab(STORED);
    await userEvent.click(screen.getByRole("button", { name: "Reset to default" }));
    expect(labels("Top bar")).toEqual(["Posts", "Contact"]);
    expect(labels("Footer")).toEqual(["Posts", "Contact"]);
    expect(requests.some((request) => request.method === "PUT")).toBe(false);

    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Navigation saved")).toBeInTheDocument();
    expect(requests.find((request) => request.method === "PUT")?.body).toEqual(DEFAULT_NAVIGATION);
  });

  it("shows the server's reason beside the field it names, with an error toast, and an empty list says so", async () => {
    await renderTab(STORED, () =>
      replyError(400, {
        error: "Invalid request",
        details: [{ path: "body.topBar.1.href", message: 'A link goes to a site path starting with "/"' }],
      }),
    );
    await userEvent.click(within(group("Footer")).getByRole("button", { name: "Remove “Posts”" }));
    expect(within(group("Footer")).getByText("No links: the footer shows only the social links.")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Failed to save the navigation.")).toBeInTheDocument();
    const contactLink = within(rows("Top bar")[1]!).getByLabelText("Link");
    expect(contactLink).toHaveAttribute("aria-invalid", "true");
    expect(contactLink).toHaveAccessibleDescription('A link goes to a site path starting with "/"');
  });

  it("says so when the navigation cannot be loaded, with a retry", async () => {
    await renderTab(null);
    expect(await screen.findByText("We couldn't load the navigation.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Retry" })).toBeInTheDocument();
  });

  it("allows no more links than a place holds", async () => {
    const full = { ...STORED, topBar: Array.from({ length: 8 }, (_, index) => ({ label: `Link ${index}`, href: "/posts" })) };
    await renderTab(full);
    expect(within(group("Top bar")).getByRole("button", { name: "Add link" })).toBeDisabled();
    expect(within(group("Footer")).getByRole("button", { name: "Add link" })).toBeEnabled();
  });
});
