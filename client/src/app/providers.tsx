import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { TOAST } from "@shared/constants";
import { ToastRegion } from "@/components/ui/toast-region";
import { queryClient as defaultClient } from "@/lib/query-client";

export interface AppProvidersProps {
  children: ReactNode;
  /** Tests pass a fresh client so no cached answer leaks between them. */
  queryClient?: QueryClient;
}

/**
 * Providers every page needs. Radix's tooltip provider is in admin-providers.tsx, mounted by the
 * lazily loaded admin routes, to keep a public page's first load under its 100 KB budget; public
 * pages use components/ui/lite-tooltip.tsx, which keeps the same 700/300 ms timing without it.
 */
export function AppProviders({ children, queryClient = defaultClient }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {/* Radix's toast provider lives inside the region, which loads with the first toast. */}
      <ToastRegion
        durationMs={TOAST.durationMs}
        swipeDirection={TOAST.swipeDirection}
        swipeThresholdPx={TOAST.swipeThresholdPx}
        hotkey={[...TOAST.hotkey]}
        maxWidthPx={TOAST.maxWidthPx}
      />
    </QueryClientProvider>
  );
}
