import { act, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { NewsletterSlot } from "./newsletter-slot";
import { renderWithApp } from "@/test/render";

/** An IntersectionObserver the test drives by hand. */
function fakeObserver() {
  const observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit }[] = [];
  class FakeIntersectionObserver {
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      observers.push({ callback, options });
    }
    observe() {}
    disconnect() {}
    unobserve() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
  return {
    observers,
    enter: () =>
      act(() => {
        for (const { callback } of observers) callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
      }),
  };
}

describe("newsletter slot", () => {
  it("loads the signup only when the reader scrolls near it", async () => {
    const viewport = fakeObserver();
    renderWithApp(<NewsletterSlot />);

    expect(screen.queryByRole("textbox", { name: "Email address" })).not.toBeInTheDocument();
    expect(viewport.observers[0]?.options?.rootMargin).toBe("600px");

    viewport.enter();

    expect(await screen.findByRole("textbox", { name: "Email address" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Stay in the Loop" })).toBeInTheDocument();
  });

  it("shows the signup at once where the browser cannot tell what is near", async () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    renderWithApp(<NewsletterSlot />);

    expect(await screen.findByRole("textbox", { name: "Email address" })).toBeInTheDocument();
  });
});
