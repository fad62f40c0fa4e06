import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useLocation } from "wouter";
import { siteBase } from "./site-base";

const HelmetHead = lazy(() => import("./helmet-head"));

/** The server marks the head it writes (data-rh), so the page arrived with its head complete. */
const serverWroteHead = () => document.querySelector("title[data-rh]") !== null;

/**
 * The server writes each page's full <head> on first load, so react-helmet-async is only needed
 * once the reader moves to another page without a reload. It loads then, keeping it out of every
 * page's first-load JavaScript. Without a server-written head (Vite dev, tests) it loads at once.
 */
export function HeadManager() {
  const [location] = useLocation();
  const firstLocation = useRef(location);
  // The server renders the page only together with its head, so there it stays out of the way too.
  const [active, setActive] = useState(() => typeof document !== "undefined" && !serverWroteHead());

  useEffect(() => {
    if (active || location === firstLocation.current) return;
    // With React 19, react-helmet-async renders tags that React hoists into <head>; it does not
    // remove the ones the server wrote, so they go here, as the client takes over.
    // Read the public address from the server's canonical link before that link goes.
    siteBase();
    for (const element of document.head.querySelectorAll("[data-rh]")) element.remove();
    setActive(true);
  }, [active, location]);

  return active ? (
    <Suspense fallback={null}>
      <HelmetHead />
    </Suspense>
  ) : null;
}
