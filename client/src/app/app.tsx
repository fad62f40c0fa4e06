import type { QueryClient } from "@tanstack/react-query";
import { PageViews } from "./page-views";
import { AppProviders } from "./providers";
import { AppRouter } from "./router";


/** The server renders with a client of its own per request; the browser uses the shared one. */
export function App({ queryClient }: { queryClient?: QueryClient } = {}) {
  return (
    <AppProviders queryClient={queryClient}>
      <PageViews />
      <AppRouter />
    </AppProviders>
  );
}
