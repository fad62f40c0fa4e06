import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { PostSeriesInput, Series, SeriesInput } from "@shared/types";
import { renderWithApp, reply, replyError, routeFetch } from "@/test/render";
import { SeriesCard } from "./series-card";

const soilHealth = (): Series => ({
  id: "s1",
  slug: "soil-health",
  title: "Soil health",
  description: "",
  createdAt: "2026-11-01T00:00:00.000Z",
  parts: [
    { postId: "p1", slug: "slug-p1", title: "Soil tests", position: 1, isPublished: true },
    { postId: "p3", slug: "slug-p3", title: "Cover crops", position: 3, isPublished: true },
  ],
});

/** The series endpoints over a list held here: a taken part is refused as the server does. */
function serveSeries(series: Series[]) {
  return routeFetch(({ method, path, body }) => {
    if (method === "GET" && path === "/api/admin/series") return reply("GET /api/admin/series", series);
    if (method === "POST" && path === "/api/admin/series") {
      const input = body as SeriesInput;
      const created: Series = {
        id: "s-new",
        slug: "new",
        title: input.title,
        description: input.description ?? "",
        createdAt: "",
        parts: [],
      };
      series.push(created);
      return reply("POST /api/admin/series", created, { status: 201 });
    }
    const placing = /^\/api\/admin\/blog-posts\/([^/]+)\/series$/.exec(path);
    if (method === "PUT" && placing) {
      const input = body as PostSeriesInput;
      const target = series.find((found) => found.id === input.seriesId);
      const holder = target?.parts.find((part) => part.position === input.position && part.postId !== placing[1]);
      if (target && holder) return replyError(409, `Part ${input.position} of ${target.title} is already '${holder.title}'`);
      for (const found of series) found.parts = found.parts.filter((part) => part.postId !== placing[1]);
      target?.parts.push({ postId: placing[1], slug: "slug", title: "This post", position: input.position!, isPublished: false });
      return reply(
        "PUT /api/admin/blog-posts/{id}/series",
        input.seriesId ? { seriesId: input.seriesId, position: input.position! } : null,
      );
    }
    return replyError(404, "Not found");
  });
}

const card = () => within(screen.getByRole("region", { name: "Series" }));

describe("the editor's Series card", () => {
  it("asks for a first save before a new post can join a series", () => {
    serveSeries([]);
    renderWithApp(<SeriesCard postId={null} />);
    expect(card().getByText("Save the post first to put it in a series.")).toBeInTheDocument();
  });

  it("shows the post's part, offers the next free part of a series, and shows a taken part's 409 in the card", async () => {
    const { requests } = serveSeries([soilHealth()]);
    renderWithApp(<SeriesCard postId="p3" />);
    expect(await card().findByText("Part 3 of Soil health")).toBeInTheDocument();
    expect(card().getByLabelText("Part")).toHaveValue(3);

    await userEvent.clear(card().getByLabelText("Part"));
    await userEvent.type(card().getByLabelText("Part"), "1");
    await userEvent.click(card().getByRole("button", { name: "Save series" }));
    expect(await card().findByRole("alert")).toHaveTextContent("Part 1 of Soil health is already 'Soil tests'");
    const puts = () => requests.filter((request) => request.method === "PUT");
    expect(puts().at(-1)).toMatchObject({ path: "/api/admin/blog-posts/p3/series", body: { seriesId: "s1", position: 1 } });

    await userEvent.selectOptions(card().getByLabelText("Series"), "None");
    expect(card().queryByLabelText("Part")).not.toBeInTheDocument();
    await userEvent.click(card().getByRole("button", { name: "Save series" }));
    expect(await card().findByText("Not in a series.")).toBeInTheDocument();
    expect(puts().at(-1)?.body).toEqual({ seriesId: null });
  });

  it("makes a series inline and puts the post in it as part 1", async () => {
    const { requests } = serveSeries([]);
    renderWithApp(<SeriesCard postId="p9" />);
    expect(await card().findByText("No series yet: make one below.")).toBeInTheDocument();
    await userEvent.click(card().getByRole("button", { name: "New series" }));
    await userEvent.click(card().getByRole("button", { name: "Create series" }));
    expect(card().getByRole("alert")).toHaveTextContent("Title is required");

    await userEvent.type(card().getByLabelText("Series title"), "Water budgets");
    await userEvent.type(card().getByLabelText("Description (optional)"), "Counting every litre.");
    await userEvent.click(card().getByRole("button", { name: "Create series" }));
    await waitFor(() => expect(card().getByLabelText("Series")).toHaveDisplayValue("Water budgets"));
    expect(requests.find((request) => request.method === "POST")?.body).toEqual({
      title: "Water budgets",
      description: "Counting every litre.",
    });
    expect(card().getByLabelText("Part")).toHaveValue(1);
    expect(card().getByText("Not saved yet: Save series puts the post there.")).toBeInTheDocument();
    await userEvent.click(card().getByRole("button", { name: "Save series" }));
    expect(await card().findByText("Part 1 of Water budgets")).toBeInTheDocument();
    expect(card().queryByText(/Not saved yet/)).not.toBeInTheDocument();
  });

  it("says when the series cannot be loaded, and loads them again on Retry", async () => {
    let failing = true;
    routeFetch(({ path }) =>
      failing || path !== "/api/admin/series" ? replyError(500, "Internal error") : reply("GET /api/admin/series", [soilHealth()]),
    );
    renderWithApp(<SeriesCard postId="p1" />);
    expect(card().getByLabelText("Loading series")).toBeInTheDocument();
    expect(await card().findByText("We couldn't load the series.")).toBeInTheDocument();
    failing = false;
    await userEvent.click(card().getByRole("button", { name: "Retry" }));
    expect(await card().findByText("Part 1 of Soil health")).toBeInTheDocument();
  });
});
