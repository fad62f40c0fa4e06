import { act, render } from "@testing-library/react";
import { StrictMode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { ScrollToTop } from "./scroll-to-top";

describe("ScrollToTop", () => {
  afterEach(() => vi.restoreAllMocks());

  it("leaves the first page where the reader scrolled before the app started, and opens each next page at its top", () => {
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    const location = memoryLocation({ path: "/blog/cover-crops" });
    render(
      <StrictMode>
        <Router hook={location.hook}>
          <ScrollToTop />
        </Router>
      </StrictMode>,
    );
    expect(scrollTo).not.toHaveBeenCalled();

    act(() => location.navigate("/posts"));
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith(0, 0);
  });
});
