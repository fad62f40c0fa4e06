import { act, render, screen } from "@testing-library/react";
import { lazy, Suspense } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { HydrationGate, useDrawnByServer, useHydrationGate } from "./hydration-gate";

const LazyPart = lazy(async () => ({ default: () => <p>Lazily loaded part</p> }));

function OpenGate() {
  const gate = useHydrationGate(true);
  return (
    <Suspense fallback={<p>Waiting</p>}>
      <HydrationGate gate={gate}>
        <LazyPart />
      </HydrationGate>
    </Suspense>
  );
}

function DrawnBy() {
  return <p>{useDrawnByServer() ? "drawn by the server" : "drawn in the browser"}</p>;
}

describe("hydration gate", () => {
  it("shows a lazily loaded part that the browser mounts behind an open gate", async () => {
    render(<OpenGate />);

    expect(await screen.findByText("Lazily loaded part")).toBeInTheDocument();
  });

  it("tells a part the browser mounts alone from one it hydrates from the server's markup", async () => {
    render(<DrawnBy />);
    expect(screen.getByText("drawn in the browser")).toBeInTheDocument();

    const container = document.createElement("div");
    container.innerHTML = renderToString(<DrawnBy />);
    document.body.append(container);
    expect(container.textContent).toBe("drawn by the server");
    const root = await act(async () => hydrateRoot(container, <DrawnBy />));
    // After hydrating, the answer stays the one the markup was drawn with.
    expect(container.textContent).toBe("drawn by the server");
    act(() => root.unmount());
    container.remove();
  });
});
