import { gzipSync } from "node:zlib";
import { act } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { useEffect, useRef, useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EARLY_INPUT_CAPTURE_SCRIPT, EARLY_INPUT_GLOBAL, EARLY_INPUT_LIMIT, type EarlyInput } from "@shared/early-input";
import { claimEarlyShortcut, takeEarlyPresses, useEarlyInputRegion } from "./early-input";

const early = () => (window as unknown as Record<string, EarlyInput>)[EARLY_INPUT_GLOBAL];

/** Runs the page's inline capture as the browser would, on a page drawn as the server draws it. */
let removeListeners: () => void;
function servePage(markup: string) {
  document.body.innerHTML = `<div id="root">${markup}</div>`;
  // The capture listens on the window for the life of the page; each test gets its own.
  const added: [string, EventListener, boolean][] = [];
  const add = window.addEventListener.bind(window);
  const spy = vi.spyOn(window, "addEventListener").mockImplementation((type, listener, options) => {
    added.push([type, listener as EventListener, options as boolean]);
    add(type, listener, options);
  });
  new Function(EARLY_INPUT_CAPTURE_SCRIPT)();
  spy.mockRestore();
  removeListeners = () => added.forEach(([type, listener, options]) => window.removeEventListener(type, listener, options));
}

const press = (selector: string) => document.querySelector<HTMLElement>(selector)!.click();
const ctrlK = () => {
  const event = new KeyboardEvent("keydown", { key: "k", ctrlKey: true, bubbles: true, cancelable: true });
  document.body.dispatchEvent(event);
  return event;
};

describe("the inline early-input capture", () => {
  afterEach(() => {
    removeListeners();
    delete (window as unknown as Record<string, unknown>)[EARLY_INPUT_GLOBAL];
  });

  it("keeps presses on a region's buttons, a repeated press once, and hides them from the page's own handlers", () => {
    servePage(
      `<header data-early-input><button type="button" id="search">S</button><button type="button" id="menu"><svg id="icon"></svg></button></header>`,
    );
    const heard = vi.fn();
    document.getElementById("root")!.addEventListener("click", heard);

    press("#search");
    press("#search");
    document.getElementById("icon")!.dispatchEvent(new MouseEvent("click", { bubbles: true }));

    expect(early().queue.map((kept) => (kept.target as Element).id)).toEqual(["search", "menu"]);
    expect(heard).not.toHaveBeenCalled();
  });

  it("leaves links, submit buttons, buttons outside a region and regions already hydrated alone", () => {
    servePage(
      `<main data-early-input><a href="#x" id="link">x</a><form><button id="submit">Send</button></form></main>` +
        `<button type="button" id="outside">o</button><div data-early-input id="live"><button type="button" id="done">d</button></div>`,
    );
    early().live.add(document.getElementById("live")!);
    const heard = vi.fn();
    document.getElementById("root")!.addEventListener("click", (event) => {
      event.preventDefault();
      heard((event.target as Element).id);
    });

    for (const id of ["link", "submit", "outside", "done"]) press(`#${id}`);

    expect(early().queue).toEqual([]);
    expect(heard.mock.calls.flat()).toEqual(["link", "submit", "outside", "done"]);
  });

  it("costs the page less than 1 KB compressed, its budget (issue 36)", () => {
    expect(gzipSync(EARLY_INPUT_CAPTURE_SCRIPT).length).toBeLessThan(1024);
  });

  it(`keeps at most ${EARLY_INPUT_LIMIT} presses however many arrive`, () => {
    servePage(
      `<div data-early-input>${Array.from({ length: 40 }, (_, i) => `<button type="button" id="b${i}">${i}</button>`).join("")}</div>`,
    );

    for (let round = 0; round < 250; round++) for (let i = 0; i < 40; i++) press(`#b${i}`);

    expect(early().queue).toHaveLength(EARLY_INPUT_LIMIT);
  });

  it("keeps Ctrl+K from the browser until the top bar listens, and only that key", () => {
    servePage("<p>text</p>");
    const typed = new KeyboardEvent("keydown", { key: "j", ctrlKey: true, bubbles: true, cancelable: true });
    document.body.dispatchEvent(typed);
    expect(typed.defaultPrevented).toBe(false);

    expect(ctrlK().defaultPrevented).toBe(true);
    // Pressed again with nothing answering: the browser's own shortcut, not kept twice.
    expect(ctrlK().defaultPrevented).toBe(false);
    expect(early().queue).toHaveLength(1);
    expect(claimEarlyShortcut()).toBe(true);
    expect(claimEarlyShortcut()).toBe(false);
    // Claimed: the top bar's own listener answers from now on.
    expect(ctrlK().defaultPrevented).toBe(false);
    expect(early().queue).toEqual([]);
  });
});

/** A server-drawn region whose app part counts its buttons' clicks; `Toggle` takes its own early press. */
function Region({ onPress }: { onPress: (name: string) => void }) {
  const region = useEarlyInputRegion<HTMLDivElement>();
  return (
    <div {...region}>
      <button type="button" id="share" onClick={() => onPress("share")}>
        Share
      </button>
      <button type="button" id="tag" onClick={() => onPress("tag")}>
        Tag
      </button>
      <Toggle />
    </div>
  );
}

function Toggle() {
  const ref = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(true);
  useEffect(() => {
    if (takeEarlyPresses(ref.current)) setOpen(false);
  }, []);
  return (
    <button ref={ref} type="button" id="toggle" aria-expanded={open} onClick={() => setOpen((was) => !was)}>
      Contents
    </button>
  );
}

describe("replaying early presses once a region has hydrated", () => {
  // The server's markup for the region, with a button outside any region after it.
  beforeEach(() => servePage(renderToString(<Region onPress={() => {}} />) + `<button type="button" id="elsewhere">x</button>`));
  afterEach(() => {
    removeListeners();
    delete (window as unknown as Record<string, unknown>)[EARLY_INPUT_GLOBAL];
  });

  const hydrate = (onPress: (name: string) => void) =>
    act(async () => {
      const container = document.getElementById("root")!;
      // The button outside the region is not the app's: hydrate only the region's markup.
      document.body.append(document.getElementById("elsewhere")!);
      hydrateRoot(container, <Region onPress={onPress} />);
    });

  it("clicks each pressed button once, in order, after its handlers are attached, and then lets presses through", async () => {
    press("#tag");
    press("#share");
    press("#toggle");
    const pressed = vi.fn();

    await hydrate(pressed);

    expect(pressed.mock.calls.flat()).toEqual(["tag", "share"]);
    // Pressed on the open list the server drew: folded, not toggled twice.
    expect(document.getElementById("toggle")!.getAttribute("aria-expanded")).toBe("false");
    expect(early().queue).toEqual([]);
    press("#share");
    expect(pressed.mock.calls.flat()).toEqual(["tag", "share", "share"]);
    expect(early().queue).toEqual([]);
  });

  it("does nothing when the page has no capture (npm run dev)", async () => {
    removeListeners();
    delete (window as unknown as Record<string, unknown>)[EARLY_INPUT_GLOBAL];
    press("#share");
    const pressed = vi.fn();
    await hydrate(pressed);
    expect(pressed).not.toHaveBeenCalled();
    expect(claimEarlyShortcut()).toBe(false);
    press("#share");
    expect(pressed.mock.calls.flat()).toEqual(["share"]);
  });
});
