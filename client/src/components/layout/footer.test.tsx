import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { profile } from "@/test/fixtures";
import { Footer } from "./footer";

const socialNames = () =>
  within(screen.getByRole("list", { name: "Social media" }))
    .getAllByRole("link")
    .map((link) => link.getAttribute("aria-label"));

describe("Footer", () => {
  it("shows all five social links with defaults before the profile is known", () => {
    render(<Footer />);

    expect(socialNames()).toEqual(["LinkedIn", "Instagram", "YouTube", "GitHub", "Photo portfolio"]);
    expect(screen.getByText("© 2024 Furrow. All rights reserved.")).toBeInTheDocument();
  });

  it("shows only the networks the profile has a URL for, pointing at those URLs", () => {
    render(<Footer profile={profile} />);

    expect(socialNames()).toEqual(["LinkedIn", "GitHub"]);
    expect(screen.getByRole("link", { name: "GitHub" })).toHaveAttribute("href", "https://github.com/ada");
    expect(screen.getByRole("link", { name: "LinkedIn" })).toHaveAttribute("rel", "noopener noreferrer");
  });
});
