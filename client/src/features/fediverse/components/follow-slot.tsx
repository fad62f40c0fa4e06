import { lazy, memo, Suspense } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { FediverseAccount } from "@shared/types";
import { type Gate, HydrationGate, useDrawnByServer, useHydrationGate } from "@/lib/hydration-gate";
import { useNearViewport } from "@/lib/use-near-viewport";
import { fediverseKeys } from "@/lib/query-keys";

// Its code (and the lookup that answers a mistyped handle in place) waits until the reader nears it.
const FollowBox = lazy(() => import("./follow-box"));

/**
 * The "Follow on the fediverse" box, drawn by the server with the page: its plain GET form is the
 * form, so it follows before the script has taken over (or without JavaScript). In the browser it
 * keeps that markup and hydrates once the reader scrolls near it, as the newsletter sign-up does.
 * `className` lays out the box itself, so a blog that is not on the fediverse shows no empty room.
 */
export function FollowSlot({ className }: { className?: string }) {
  // Every server-drawn page carries the account, null when the blog is off the fediverse: then
  // nothing here loads. Unknown (a page the server did not draw), the box asks for it itself.
  const known = useQueryClient().getQueryData<FediverseAccount | null>(fediverseKeys.account);
  const [anchor, near] = useNearViewport<HTMLDivElement>();
  const gate = useHydrationGate(near);
  const drawn = useDrawnByServer();
  if (known === null) return null;
  return <div ref={anchor}>{(drawn || near) && <GatedBox gate={gate} className={className} />}</div>;
}

// Memoized: a re-render of the slot must not reach the boundary still waiting behind its gate.
const GatedBox = memo(function GatedBox({ gate, className }: { gate: Gate; className?: string }) {
  return (
    <Suspense fallback={null}>
      <HydrationGate gate={gate}>
        <FollowBox className={className} />
      </HydrationGate>
    </Suspense>
  );
});
