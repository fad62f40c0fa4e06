import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetToastsForTests, toast } from "@/components/ui/use-toast";
import { createQueryClient } from "@/lib/query-client";
import { AppProviders } from "./providers";

describe("the app's toasts", () => {
  beforeEach(() => resetToastsForTests());
  afterEach(() => vi.useRealTimers());

  it("sit in an F8 region at most 420 px wide and close after 5 seconds", async () => {
    vi.useFakeTimers();
    render(<AppProviders queryClient={createQueryClient()}>page</AppProviders>);

    act(() => {
      toast({ title: "Link copied!", description: "The article link has been copied to your clipboard." });
    });
    // Radix Toast is fetched with the first toast.
    await act(() => vi.dynamicImportSettled());
    expect(screen.getByText("Link copied!")).toBeInTheDocument();
    const region = screen.getByRole("region", { name: /Notifications \(F8\)/ });
    expect(region.querySelector("ol")).toHaveStyle({ maxWidth: "420px" });

    act(() => {
      vi.advanceTimersByTime(4_900);
    });
    expect(screen.getByText("Link copied!")).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(screen.queryByText("Link copied!")).not.toBeInTheDocument();
  });
});
