import { useEffect } from "react";
import type { QueryClient } from "@tanstack/react-query";
import { claimEarlyShortcut } from "@/lib/early-input";
import { PageViews } from "./page-views";
import { AppProviders } from "./providers";
import { AppRouter } from "./router";

/** The server renders with a client of its own per request; the browser uses the shared one. */
export function App({ queryClient }: { queryClient?: QueryClient } = {}) {
  // Marks the moment the page answers to input: a server-drawn page shows before its handlers are
  // attached, and browser tests must not type into it before then.
  useEffect(() => {
    document.documentElement.dataset.interactive = "";
    // Ctrl/Cmd+K pressed before the app started went to the top bar, whose effect ran first; a
    // screen without one (the author's) gets the key back from the early-input capture here.
    claimEarlyShortcut();
  }, []);
  return (
    <AppProviders queryClient={queryClient}>
      <PageViews />
      <AppRouter />
    </AppProviders>
  );
}
