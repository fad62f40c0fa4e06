import { useEffect } from "react";
import type { QueryClient } from "@tanstack/react-query";
import { PageViews } from "./page-views";
import { AppProviders } from "./providers";
import { AppRouter } from "./router";

/** The server renders with a client of its own per request; the browser uses the shared one. */
export function App({ queryClient }: { queryClient?: QueryClient } = {}) {
  // Marks the moment the page answers to input: a server-drawn page shows before its handlers are
  // attached, and browser tests must not type into it before then.
  useEffect(() => {
    document.documentElement.dataset.interactive = "";
  }, []);
  return (
    <AppProviders queryClient={queryClient}>
      <PageViews />
      <AppRouter />
    </AppProviders>
  );
}
