import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { MobileMenu } from "./mobile-menu";

describe("mobile menu", () => {
  it("opens a panel with the links and a Search entry that closes the panel and starts a search", async () => {
    const onSearch = vi.fn();
    render(<MobileMenu onSearch={onSearch} />);

    await userEvent.click(screen.getByRole("button", { name: "Open menu" }));
    const dialog = await screen.findByRole("dialog", { name: "Menu" });
    expect(within(dialog).getByRole("link", { name: "Posts" })).toHaveAttribute("href", "/posts");
    expect(within(dialog).getByRole("link", { name: "Contact" })).toHaveAttribute("href", "/contact");

    await userEvent.click(within(dialog).getByRole("button", { name: "Search" }));
    expect(onSearch).toHaveBeenCalledOnce();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveFocus();
  });
});
