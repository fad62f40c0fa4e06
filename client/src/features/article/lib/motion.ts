/** Readers who asked their system for less motion get instant jumps instead of smooth scrolls. */
export function scrollBehavior(): ScrollBehavior {
  const reduced = typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  return reduced ? "auto" : "smooth";
}
