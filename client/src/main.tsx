import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { PAGE_STATE_ID } from "@shared/ssr";
import { App } from "./app/app";
import { queryClient } from "./lib/query-client";
import { hydrateQueryCache } from "./ssr/hydrate-query-cache";
import "./index.css";

const root = document.getElementById("root");
if (!root) throw new Error('index.html is missing <div id="root">');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// The server renders the public pages with their data; the admin screens arrive as an empty root.
if (root.firstElementChild) {
  const state = document.getElementById(PAGE_STATE_ID)?.textContent;
  // The data the markup was drawn from, so the first render matches it and asks the API for nothing.
  if (state) hydrateQueryCache(queryClient, JSON.parse(state));
  // As a transition, React hydrates in slices of a few milliseconds and yields between them, so a
  // tap during hydration is answered at once and no single task holds the main thread for long.
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else {
  createRoot(root).render(app);
}
