import { use, useEffect, useState, type ReactNode } from "react";

export interface Gate {
  promise: Promise<void>;
  open(): void;
}

const onServer = typeof window === "undefined";
const openGate = (): Gate => ({ promise: Promise.resolve(), open() {} });

function closedGate(): Gate {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

/**
 * A gate that opens once `open` is true. On the server it is open from the start, so the part it
 * guards is in the HTML. In the browser it opens in an effect: a part hydrating behind it keeps
 * its server markup (readable, links working) and loads none of its code until then.
 */
export function useHydrationGate(open: boolean): Gate {
  const [gate] = useState(() => (onServer ? openGate() : closedGate()));
  useEffect(() => {
    if (open) gate.open();
  }, [gate, open]);
  return gate;
}

/**
 * Renders its children once the gate is open; until then it suspends. Inside a Suspense boundary
 * that is hydrating, React leaves the server's markup in place and hydrates when the promise
 * settles, with no prop change on the way (which would make React drop that markup). The gate
 * must therefore be a stable object, and the component that renders the boundary memoized.
 */
export function HydrationGate({ gate, children }: { gate: Gate; children: ReactNode }) {
  use(gate.promise);
  return children;
}
