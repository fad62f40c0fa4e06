import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SiteLayout } from "./site-layout";

const noSearch = { Dialog: () => null, preload: () => {} };

describe("site layout", () => {
  it("draws the footer, whose code loads on its own, on a page the browser renders alone", async () => {
    render(
      <SiteLayout search={noSearch}>
        <p>Page</p>
      </SiteLayout>,
    );

    expect(screen.getByText("Page")).toBeInTheDocument();
    // jsdom has no IntersectionObserver, so the footer counts as near at once.
    expect(await screen.findByText("© 2024 Furrow. All rights reserved.")).toBeInTheDocument();
    expect(screen.getByRole("list", { name: "Social media" })).toBeInTheDocument();
  });
});
