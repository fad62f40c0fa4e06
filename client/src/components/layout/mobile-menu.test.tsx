import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { DEFAULT_NAVIGATION } from "@shared/navigation-editing";
import { MobileMenu } from "./mobile-menu";

describe("mobile menu", () => {
  it("opens a panel with the links and a Search entry that closes the panel and starts a search", async () => {
    const onSearch = vi.fn();
    render(<MobileMenu links={DEFAULT_NAVIGATION.topBar} onSearch={onSearch} />);

    await userEvent.click(screen.getByRole("button", { name: "Open menu" }));
    const dialog = await screen.findByRole("dialog", { name: "Menu" });
    expect(within(dialog).getByRole("link", { name: "Posts" })).toHaveAttribute("href", "/posts");
    expect(within(dialog).getByRole("link", { name: "Contact" })).toHaveAttribute("href", "/contact");

    await userEvent.click(within(dialog).getByRole("button", { name: "Search" }));
    expect(onSearch).toHaveBeenCalledOnce();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveFocus();
  });

  it("lists the author's links in their order, another site's as an ordinary link", async () => {
    const links = [
      { label: "Get in touch", href: "/contact" },
      { label: "Field notes", href: "https://notes.example/field" },
      { label: "Posts", href: "/posts" },
    ];
    render(<MobileMenu links={links} onSearch={() => {}} />);

    await userEvent.click(screen.getByRole("button", { name: "Open menu" }));
    const nav = within(await screen.findByRole("navigation", { name: "Mobile" }));
    expect(nav.getAllByRole("link").map((link) => link.textContent)).toEqual(["Get in touch", "Field notes", "Posts"]);
    expect(nav.getByRole("link", { name: "Field notes" })).toHaveAttribute("rel", "noopener");
    expect(nav.getByRole("link", { name: "Field notes" })).not.toHaveAttribute("target");
  });
});
