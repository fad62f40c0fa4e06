import { use, useState, useSyncExternalStore, type ReactNode } from "react";

export interface Gate {
  readonly isOpen: boolean;
  readonly promise: Promise<void>;
  open(): void;
}

const onServer = typeof window === "undefined";

function createGate(startOpen: boolean): Gate {
  let resolve!: () => void;
  const promise = new Promise<void>((settle) => (resolve = settle));
  const gate = {
    isOpen: false,
    promise,
    open() {
      gate.isOpen = true;
      resolve();
    },
  };
  if (startOpen) gate.open();
  return gate;
}

/**
 * A gate that opens once `open` is true. On the server it is open from the start, so the part it
 * guards is in the HTML. In the browser, a part hydrating behind a closed gate keeps its server
 * markup (readable, its links working) and loads none of its code until the gate opens.
 */
export function useHydrationGate(open: boolean): Gate {
  const [gate] = useState(() => createGate(onServer));
  // Opened while rendering, not in an effect, so a part that mounts with `open` already true
  // renders at once instead of suspending for a tick. Opening again does nothing.
  if (open && !gate.isOpen) gate.open();
  return gate;
}

const noSubscription = () => () => {};

/**
 * True when this part was drawn by the server: on the server, and in the browser when it mounts by
 * hydrating that markup (React reads the server snapshot then); false when it mounts in the browser
 * alone, e.g. after a move to another page. Only a part the server drew may wait behind a closed
 * gate: one mounted in the browser has no markup to keep, so it mounts once its gate is open.
 */
export function useDrawnByServer(): boolean {
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  const [drawn] = useState(hydrating);
  return drawn;
}

/**
 * Renders its children once the gate is open, suspending until then. Inside a Suspense boundary
 * that is hydrating, React leaves the server's markup in place and hydrates it when the promise
 * settles, with no prop change on the way (a change would make React drop that markup). So the
 * gate must be a stable object, and the component rendering the boundary memoized.
 */
export function HydrationGate({ gate, children }: { gate: Gate; children: ReactNode }) {
  // use() of a real promise, React's public way to wait in a render, asked only while the gate is
  // closed: a render after opening goes straight through without waiting for the promise's
  // callbacks. (React, reading a settled promise again in the render that a lazy child then
  // suspends, never came back to it, and the part stayed on its fallback.)
  if (!gate.isOpen) use(gate.promise);
  return children;
}
