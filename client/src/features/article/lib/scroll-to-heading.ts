import { scrollBehavior } from "./motion";

/**
 * Scrolls a heading into view and puts its id in the address bar. replaceState changes the hash
 * without the browser's own instant jump, and without a history entry per click.
 * A missing target is only logged (spec section 8): the reader simply stays where they are.
 */
export function scrollToHeading(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) {
    console.warn(`Table of contents: no heading with id "${id}" on this page.`);
    return false;
  }
  target.scrollIntoView({ behavior: scrollBehavior(), block: "start" });
  window.history.replaceState(window.history.state, "", `#${encodeURIComponent(id)}`);
  // Keyboard users continue from the heading, as they would after following a plain anchor.
  if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  target.focus({ preventScroll: true });
  return true;
}
