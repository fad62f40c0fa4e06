import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { NewsletterSlot } from "./newsletter-slot";
import { renderWithApp } from "@/test/render";

describe("newsletter slot", () => {
  it("draws the signup with the page, as a form that posts to the server", async () => {
    renderWithApp(<NewsletterSlot />);

    // Its code loads as the reader nears it: at once here, where jsdom has no IntersectionObserver.
    const field = await screen.findByRole("textbox", { name: "Email address" });
    expect(screen.getByRole("heading", { name: "Stay in the Loop" })).toBeInTheDocument();
    const form = field.closest("form")!;
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", "/api/newsletter/subscribe/form");
  });
});
