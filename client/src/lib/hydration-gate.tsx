import { use, useState, type ReactNode } from "react";

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
      // Marked settled the way React's use() reads a thenable, so a render after this one goes
      // straight through instead of suspending until the promise's callbacks have run.
      Object.assign(promise, { status: "fulfilled", value: undefined });
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

/**
 * Renders its children once the gate is open, suspending until then. Inside a Suspense boundary
 * that is hydrating, React leaves the server's markup in place and hydrates it when the promise
 * settles, with no prop change on the way (a change would make React drop that markup). So the
 * gate must be a stable object, and the component rendering the boundary memoized.
 */
export function HydrationGate({ gate, children }: { gate: Gate; children: ReactNode }) {
  use(gate.promise);
  return children;
}
