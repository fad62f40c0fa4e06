import { render } from "@testing-library/react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { AppProviders } from "@/app/providers";
import { AppRouter } from "@/app/router";
import { createQueryClient } from "@/lib/query-client";

/** The whole app at `path`, with a URL history the test can read. */
export function renderApp(path: string) {
  const location = memoryLocation({ path, record: true });
  const result = render(
    <AppProviders queryClient={createQueryClient()}>
      <Router hook={location.hook}>
        <AppRouter />
      </Router>
    </AppProviders>,
  );
  return { ...result, history: location.history!, currentPath: () => location.history!.at(-1) };
}

export const adminSession = {
  authenticated: true,
  isAdmin: true,
  user: { id: "demo-admin", name: "Demo Admin", email: "demo@furrow.local", provider: "demo" },
};
