import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TOOLTIP } from "@shared/constants";
import { LiteTooltip } from "./lite-tooltip";

function Triggers() {
  return (
    <>
      <LiteTooltip label="LinkedIn">
        <a href="https://example.com/a" aria-label="LinkedIn">
          in
        </a>
      </LiteTooltip>
      <LiteTooltip label="GitHub">
        <a href="https://example.com/b" aria-label="GitHub">
          gh
        </a>
      </LiteTooltip>
    </>
  );
}

const hover = (name: string) => fireEvent.pointerEnter(screen.getByRole("link", { name }).parentElement!, { pointerType: "mouse" });
const leave = (name: string) => fireEvent.pointerLeave(screen.getByRole("link", { name }).parentElement!, { pointerType: "mouse" });
const wait = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });
const shownTooltips = () => screen.queryAllByTestId("tooltip").map((tip) => tip.textContent);

describe("tooltips on public pages", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // Start each test outside the previous test's skip-delay window.
    vi.setSystemTime(Date.now() + 60_000);
  });
  afterEach(() => vi.useRealTimers());

  it("open 700 ms after the pointer arrives, not before, and close when it leaves", () => {
    render(<Triggers />);

    hover("LinkedIn");
    wait(TOOLTIP.delayMs - 1);
    expect(shownTooltips()).toEqual([]);
    wait(1);
    expect(shownTooltips()).toEqual(["LinkedIn"]);

    leave("LinkedIn");
    expect(shownTooltips()).toEqual([]);
  });

  it("open at once on the next trigger within 300 ms of closing, and wait again after that", () => {
    render(<Triggers />);
    hover("LinkedIn");
    wait(TOOLTIP.delayMs);
    leave("LinkedIn");

    wait(TOOLTIP.skipDelayMs - 50);
    hover("GitHub");
    expect(shownTooltips()).toEqual(["GitHub"]);
    leave("GitHub");

    wait(TOOLTIP.skipDelayMs + 1);
    hover("LinkedIn");
    expect(shownTooltips()).toEqual([]);
    wait(TOOLTIP.delayMs);
    expect(shownTooltips()).toEqual(["LinkedIn"]);
  });

  it("open at once on keyboard focus and close on Escape", () => {
    render(<Triggers />);

    act(() => screen.getByRole("link", { name: "GitHub" }).focus());
    expect(shownTooltips()).toEqual(["GitHub"]);

    fireEvent.keyDown(document, { key: "Escape" });
    expect(shownTooltips()).toEqual([]);
  });

  it("stay out of the way of touch, which has no hover", () => {
    render(<Triggers />);

    fireEvent.pointerEnter(screen.getByRole("link", { name: "LinkedIn" }).parentElement!, { pointerType: "touch" });
    wait(TOOLTIP.delayMs * 2);

    expect(shownTooltips()).toEqual([]);
  });
});
