import { lazy, Suspense, useState } from "react";
import type { ToasterProps } from "./toaster";
import { useToast } from "./use-toast";

// Radix Toast is fetched with the first toast rather than on every page load; public pages
// toast only after a reader acts (subscribing, copying a link, commenting).
const Toaster = lazy(() => import("./toaster").then((m) => ({ default: m.Toaster })));

/** Mount once near the root; renders nothing until something calls `toast()`. */
export function ToastRegion(props: ToasterProps) {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  // Once loaded it stays mounted, so later toasts appear without a wait.
  if (!needed && toasts.length > 0) setNeeded(true);

  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster {...props} />
    </Suspense>
  );
}
