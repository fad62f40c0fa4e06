import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { forgetVisitorInteractions } from "@/lib/visitor-interactions";

// jsdom has no layout, so scrolling is a no-op here rather than a "not implemented" error.
window.scrollTo = (() => {}) as typeof window.scrollTo;
Element.prototype.scrollIntoView = function scrollIntoView() {};

// findBy and waitFor wait on a condition; a second is a guess about speed, and a busy two-core CI
// machine loading a lazy chunk can take longer without anything being wrong.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  forgetVisitorInteractions();
});
