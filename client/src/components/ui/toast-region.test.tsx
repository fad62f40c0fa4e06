import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ToastRegion } from "./toast-region";
import { toast } from "./use-toast";

const settings = { durationMs: 5000, swipeDirection: "right", swipeThresholdPx: 50, hotkey: ["F8"], maxWidthPx: 420 } as const;

describe("toasts", () => {
  it("shows one toast at a time, the newest, in a labelled region", async () => {
    render(<ToastRegion {...settings} hotkey={[...settings.hotkey]} />);

    act(() => {
      toast({ title: "Invalid email", description: "Please enter a valid email address.", variant: "destructive" });
    });
    expect(await screen.findByText("Invalid email")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: /Notifications \(F8\)/ })).toBeInTheDocument();

    act(() => {
      toast({ title: "Successfully subscribed!", description: "Thank you for subscribing to our newsletter." });
    });
    expect(await screen.findByText("Successfully subscribed!")).toBeInTheDocument();
    expect(screen.queryByText("Invalid email")).not.toBeInTheDocument();
  });
});
