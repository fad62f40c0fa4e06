import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { profile } from "@/test/fixtures";
import { renderWithApp } from "@/test/render";
import { ContactView } from "./contact-view";

describe("contact page", () => {
  it("introduces the author with avatar initials, name and bio, and links only the profiles they filled in, as theirs (rel=me)", () => {
    renderWithApp(<ContactView profile={profile} isPending={false} isError={false} onRetry={() => {}} />);

    expect(screen.getByRole("heading", { level: 1, name: "Contact" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Ada Fields" })).toBeInTheDocument();
    expect(screen.getByText("AF")).toBeInTheDocument();
    expect(screen.getByText("Agronomist turned data engineer.")).toBeInTheDocument();

    const links = within(screen.getByRole("list", { name: "Social profiles" })).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual(["https://www.linkedin.com/in/ada", "https://github.com/ada"]);
    for (const link of links) {
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "me noopener noreferrer");
    }
    expect(screen.getByRole("link", { name: /GitHub.*github\.com\/ada.*opens in a new tab/ })).toBeInTheDocument();
  });

  it("offers the comment form under any article as the other way to reach the author", () => {
    renderWithApp(<ContactView profile={profile} isPending={false} isError={false} onRetry={() => {}} />);

    expect(screen.getByRole("heading", { name: "Leave a comment on any article" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse articles" })).toHaveAttribute("href", "/posts");
  });

  it("offers a retry when the author's details cannot be loaded, and still points to the comments", async () => {
    const onRetry = vi.fn();
    renderWithApp(<ContactView isPending={false} isError onRetry={onRetry} />);

    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(screen.queryByRole("list", { name: "Social profiles" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse articles" })).toBeInTheDocument();
  });
});
