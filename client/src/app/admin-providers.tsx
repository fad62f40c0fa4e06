import type { ReactNode } from "react";
import { TOOLTIP } from "@shared/constants";
import { TooltipProvider } from "@/components/ui/tooltip";

/**
 * Providers only the admin screens need. Tooltips live there, so their provider (with the spec's
 * 700 ms delay and 300 ms skip delay) loads with those routes instead of with every public page.
 */
export function AdminProviders({ children }: { children: ReactNode }) {
  return (
    <TooltipProvider delayDuration={TOOLTIP.delayMs} skipDelayDuration={TOOLTIP.skipDelayMs}>
      {children}
    </TooltipProvider>
  );
}
