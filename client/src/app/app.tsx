import { PageViews } from "./page-views";
import { AppProviders } from "./providers";
import { AppRouter } from "./router";

export function App() {
  return (
    <AppProviders>
      <PageViews />
      <AppRouter />
    </AppProviders>
  );
}
