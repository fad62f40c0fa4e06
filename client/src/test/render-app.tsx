import { AppRouter } from "@/app/router";
import { renderWithApp } from "./render";

/** The whole app at `path`, with a URL history the test can read (kept apart so other tests don't load every route). */
export function renderApp(path: string) {
  return renderWithApp(<AppRouter />, { path });
}
