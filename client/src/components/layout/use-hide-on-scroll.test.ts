import { act, renderHook } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { useHideOnScroll } from "./use-hide-on-scroll";

function scrollTo(y: number) {
  Object.defineProperty(window, "scrollY", { value: y, configurable: true });
  act(() => {
    window.dispatchEvent(new Event("scroll"));
  });
}

describe("top bar visibility", () => {
  beforeEach(() => {
    // Run each frame callback at once; the hook batches scroll reads per animation frame.
    vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => {
      callback(0);
      return 0;
    });
    Object.defineProperty(window, "scrollY", { value: 0, configurable: true });
  });

  it("hides past 100px going down, shows going up, and always shows near the top", () => {
    const { result } = renderHook(() => useHideOnScroll({ hideAfterPx: 100, showWithinPx: 10 }));
    expect(result.current).toBe(true);

    scrollTo(80);
    expect(result.current).toBe(true);

    scrollTo(300);
    expect(result.current).toBe(false);

    scrollTo(250);
    expect(result.current).toBe(true);

    scrollTo(600);
    expect(result.current).toBe(false);

    scrollTo(5);
    expect(result.current).toBe(true);
  });
});
