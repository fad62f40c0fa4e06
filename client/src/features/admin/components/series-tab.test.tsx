import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { Series, SeriesInput } from "@shared/types";
import { renderWithApp, reply, replyError, routeFetch } from "@/test/render";
import { SeriesTab } from "./series-tab";

const soilHealth = (): Series => ({
  id: "s1",
  slug: "soil-health",
  title: "Soil health",
  description: "Reading a field from the ground up.",
  createdAt: "2026-11-01T00:00:00.000Z",
  parts: [
    { postId: "p1", slug: "soil-tests", title: "Soil tests", position: 1, isPublished: true },
    { postId: "p2", slug: "cover-crops", title: "Cover crops", position: 2, isPublished: false },
  ],
});

/** The series endpoints over a list held here, as the server answers them. */
function serveSeries(initial: Series[]) {
  let series = initial;
  return routeFetch(({ method, path, body }) => {
    const input = body as SeriesInput;
    if (method === "GET" && path === "/api/admin/series") return reply("GET /api/admin/series", series);
    if (method === "POST" && path === "/api/admin/series") {
      const created: Series = {
        id: "s2",
        slug: "water",
        title: input.title,
        description: input.description ?? "",
        createdAt: "",
        parts: [],
      };
      series = [...series, created];
      return reply("POST /api/admin/series", created, { status: 201 });
    }
    const one = /^\/api\/admin\/series\/([^/]+)$/.exec(path);
    if (one && method === "PUT") {
      if (input.slug === "taken") return replyError(400, "Invalid series address");
      series = series.map((found) => (found.id === one[1] ? { ...found, ...input, description: input.description ?? "" } : found));
      return reply(
        "PUT /api/admin/series/{id}",
        series.find((found) => found.id === one[1])!,
      );
    }
    if (one && method === "DELETE") {
      series = series.filter((found) => found.id !== one[1]);
      return new Response(null, { status: 204 });
    }
    return replyError(404, "Not found");
  });
}

const tab = () => within(screen.getByRole("region", { name: "Series" }));

describe("the dashboard's Series tab", () => {
  it("lists each series' parts in order with links to edit them, edits a series, and deletes one after asking", async () => {
    const { requests } = serveSeries([soilHealth()]);
    renderWithApp(<SeriesTab />);

    const parts = await tab().findByRole("list", { name: "Parts of Soil health" });
    expect(
      within(parts)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Part 1Soil testsEdit post", "Part 2Cover cropsDraftEdit post"]);
    expect(within(parts).getByRole("link", { name: "Edit post Cover crops" })).toHaveAttribute("href", "/edit-post/p2");

    await userEvent.click(tab().getByRole("button", { name: "Edit series Soil health" }));
    expect(tab().getByLabelText("Address")).toHaveValue("soil-health");
    await userEvent.clear(tab().getByLabelText("Series title"));
    await userEvent.type(tab().getByLabelText("Series title"), "Living soil");
    await userEvent.click(tab().getByRole("button", { name: "Save changes" }));
    expect(await tab().findByRole("heading", { name: "Living soil" })).toBeInTheDocument();
    expect(requests.find((request) => request.method === "PUT")?.body).toEqual({
      title: "Living soil",
      description: "Reading a field from the ground up.",
      slug: "soil-health",
    });

    await userEvent.click(tab().getByRole("button", { name: "Delete series Living soil" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete Living soil?" });
    expect(dialog).toHaveTextContent("Its posts stay, in no series");
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete series" }));
    expect(await tab().findByText("No series yet")).toBeInTheDocument();
    expect(requests.some((request) => request.method === "DELETE" && request.path === "/api/admin/series/s1")).toBe(true);
  });

  it("creates a series, and shows the server's refusal in the form", async () => {
    serveSeries([]);
    renderWithApp(<SeriesTab />);
    expect(await tab().findByText("No series yet")).toBeInTheDocument();
    await userEvent.click(tab().getByRole("button", { name: "New series" }));
    await userEvent.type(tab().getByLabelText("Series title"), "Water budgets");
    await userEvent.click(tab().getByRole("button", { name: "Create series" }));
    expect(await tab().findByRole("heading", { name: "Water budgets" })).toBeInTheDocument();
    expect(tab().getByText("No parts yet: add posts to it from the editor's Series card.")).toBeInTheDocument();

    await userEvent.click(tab().getByRole("button", { name: "Edit series Water budgets" }));
    await userEvent.clear(tab().getByLabelText("Address"));
    await userEvent.type(tab().getByLabelText("Address"), "taken");
    await userEvent.click(tab().getByRole("button", { name: "Save changes" }));
    expect(await tab().findByRole("alert")).toHaveTextContent("Invalid series address");
  });

  it("shows loading, then an error with Retry that loads the series again", async () => {
    let failing = true;
    routeFetch(({ path }) =>
      failing || path !== "/api/admin/series" ? replyError(500, "Internal error") : reply("GET /api/admin/series", [soilHealth()]),
    );
    renderWithApp(<SeriesTab />);
    expect(tab().getByLabelText("Loading series")).toBeInTheDocument();
    expect(await tab().findByText("We couldn't load the series.")).toBeInTheDocument();
    failing = false;
    await userEvent.click(tab().getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(tab().getByRole("heading", { name: "Soil health" })).toBeInTheDocument());
  });
});
