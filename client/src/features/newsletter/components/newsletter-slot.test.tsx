import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { NewsletterSlot } from "./newsletter-slot";
import { renderWithApp } from "@/test/render";

describe("newsletter slot", () => {
  it("draws the signup with the page, as a form that posts to the server", () => {
    renderWithApp(<NewsletterSlot />);

    const field = screen.getByRole("textbox", { name: "Email address" });
    expect(screen.getByRole("heading", { name: "Stay in the Loop" })).toBeInTheDocument();
    const form = field.closest("form")!;
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", "/api/newsletter/subscribe/form");
  });
});
