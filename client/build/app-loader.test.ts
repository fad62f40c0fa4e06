import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { APP_ENTRY_ATTRIBUTE, APP_LOADER_SCRIPT, LEADING_IMAGE_WAIT_MS } from "../../shared/app-loader";
import { EARLY_INPUT_CAPTURE_SCRIPT } from "../../shared/early-input";
import { appLoader } from "./app-loader";

const ENTRY = "/assets/index-abc123.js";

/** A page as the server sends it: the drawn markup, a leading image and the loader's tag. */
function servePage(markup: string) {
  document.head.innerHTML = "";
  document.body.innerHTML = `<div id="root">${markup}</div><script ${APP_ENTRY_ATTRIBUTE}="${ENTRY}"></script>`;
  // jsdom runs no inline script: the loader's text runs as the browser would run it.
  new Function(APP_LOADER_SCRIPT)();
}

const startedApp = () => document.head.querySelector<HTMLScriptElement>(`script[type="module"][src="${ENTRY}"]`);

describe("the app's loader", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "requestAnimationFrame"] });
    // jsdom fetches no image: every image is still on its way until a test fires its load.
    Object.defineProperty(HTMLImageElement.prototype, "complete", { value: false, configurable: true });
  });
  afterEach(() => {
    delete (HTMLImageElement.prototype as { complete?: boolean }).complete;
    vi.useRealTimers();
  });

  it("starts the app only once the page's leading image has loaded and a frame has been painted", async () => {
    servePage(`<main><img src="/images/hero.svg" fetchpriority="high"><img src="/images/late.svg" loading="lazy"><h1>Furrow</h1></main>`);
    await vi.advanceTimersByTimeAsync(1000);
    expect(startedApp()).toBeNull();

    document.querySelector("img")!.dispatchEvent(new Event("load"));
    await vi.advanceTimersByTimeAsync(0);
    expect(startedApp()).toBeNull();

    await vi.advanceTimersByTimeAsync(20);
    expect(startedApp()).not.toBeNull();
    expect(startedApp()!.crossOrigin).toBe("");
  });

  it("starts the app after a frame when the page has no leading image", async () => {
    servePage("<main><h1>All posts</h1></main>");
    expect(startedApp()).toBeNull();

    await vi.advanceTimersByTimeAsync(20);
    expect(startedApp()).not.toBeNull();
  });

  it("starts the app anyway when the leading image never arrives", async () => {
    servePage(`<main><img src="/images/stalled.svg" fetchpriority="high"></main>`);
    await vi.advanceTimersByTimeAsync(LEADING_IMAGE_WAIT_MS - 1);
    expect(startedApp()).toBeNull();

    await vi.advanceTimersByTimeAsync(20);
    expect(startedApp()).not.toBeNull();
  });

  it("starts the app at once on a page that arrives without server markup", () => {
    servePage("");

    expect(startedApp()).not.toBeNull();
  });
});

describe("the build's page shell", () => {
  const transform = (html: string) => {
    const hook = appLoader().transformIndexHtml as { handler: (html: string) => string };
    return hook.handler(html);
  };

  it("loads the app through the loader at the end of the body, and captures early input from the top of the head", () => {
    const built = `<html><head><meta charset="UTF-8" />\n    <title>Furrow</title>\n    <script type="module" crossorigin src="${ENTRY}"></script>\n    <link rel="stylesheet" crossorigin href="/assets/index.css"></head><body><div id="root"></div>\n  </body></html>`;

    const html = transform(built);

    expect(html).not.toContain('<script type="module"');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index.css">');
    // Byte for byte the text the CSP's hash allows (server/http/security.ts).
    expect(html).toContain(`<script ${APP_ENTRY_ATTRIBUTE}="${ENTRY}">${APP_LOADER_SCRIPT}</script>\n  </body>`);
    expect(html).toContain(`<head><meta charset="UTF-8" />\n    <script>${EARLY_INPUT_CAPTURE_SCRIPT}</script>\n    <title>`);
  });

  it("refuses a shell without the entry's module script rather than ship a page that never starts", () => {
    expect(() => transform("<html><head></head><body></body></html>")).toThrow(/no module script/);
  });
});
