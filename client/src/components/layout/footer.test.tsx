import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { TOOLTIP } from "@shared/constants";
import { profile } from "@/test/fixtures";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
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

  it("shows only the networks the profile has a URL for, pointing at those URLs as the author's own (rel=me)", () => {
    render(<Footer profile={profile} />);

    expect(socialNames()).toEqual(["LinkedIn", "GitHub"]);
    expect(screen.getByRole("link", { name: "GitHub" })).toHaveAttribute("href", "https://github.com/ada");
    expect(screen.getByRole("link", { name: "LinkedIn" })).toHaveAttribute("rel", "me noopener noreferrer");
  });

  it("claims no network's default address as the author's before the profile is known", () => {
    render(<Footer />);

    for (const link of within(screen.getByRole("list", { name: "Social media" })).getAllByRole("link")) {
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  });

  it("opens every social link in a new tab without handing the page over, and names it in a tooltip", () => {
    vi.useFakeTimers();
    try {
      render(<Footer />);
      for (const link of within(screen.getByRole("list", { name: "Social media" })).getAllByRole("link")) {
        expect(link).toHaveAttribute("target", "_blank");
        expect(link.getAttribute("rel")).toContain("noopener");
      }

      fireEvent.pointerEnter(screen.getByRole("link", { name: "YouTube" }).parentElement!, { pointerType: "mouse" });
      act(() => {
        vi.advanceTimersByTime(TOOLTIP.delayMs);
      });

      expect(screen.getByTestId("tooltip")).toHaveTextContent("YouTube");
    } finally {
      vi.useRealTimers();
    }
  });

  it("lists the author's footer links, marking the current page and sending another site's link away as an ordinary link", () => {
    const links = [
      { label: "All articles", href: "/posts" },
      { label: "Co-op", href: "https://coop.example" },
    ];
    render(
      <Router hook={memoryLocation({ path: "/posts" }).hook}>
        <Footer links={links} />
      </Router>,
    );

    const nav = within(screen.getByRole("navigation", { name: "Footer" }));
    expect(nav.getAllByRole("link").map((link) => link.textContent)).toEqual(["All articles", "Co-op"]);
    expect(nav.getByRole("link", { name: "All articles" })).toHaveAttribute("aria-current", "page");
    expect(nav.getByRole("link", { name: "Co-op" })).toHaveAttribute("href", "https://coop.example");
    expect(nav.getByRole("link", { name: "Co-op" })).toHaveAttribute("rel", "noopener");
    expect(nav.getByRole("link", { name: "Co-op" })).not.toHaveAttribute("aria-current");
  });

  it("has no footer navigation when the author removed every footer link", () => {
    render(<Footer links={[]} />);

    expect(screen.queryByRole("navigation", { name: "Footer" })).not.toBeInTheDocument();
  });
});
