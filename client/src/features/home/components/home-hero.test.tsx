import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ANALYTICS_META, HERO_VIDEO_DELAY_MS } from "@shared/constants";
import { resetAnalyticsForTests } from "@/lib/analytics";
import { HomeHero } from "./home-hero";

const video = () => document.querySelector("video");

function preferReducedMotion(reduce: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: reduce && query.includes("prefers-reduced-motion: reduce"),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
}

function setSaveData(saveData: boolean | undefined) {
  Object.defineProperty(navigator, "connection", {
    value: saveData === undefined ? undefined : { saveData },
    configurable: true,
  });
}

describe("home hero", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    preferReducedMotion(false);
    setSaveData(undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    setSaveData(undefined);
  });

  it("shows the tagline over the picture and mounts the muted looping video one second after load", async () => {
    render(<HomeHero scrollTargetId="featured" />);

    expect(screen.getByText("Bridging Nature and Technology, One Data Point at a Time")).toBeInTheDocument();
    expect(document.querySelector('img[src="/images/hero.svg"]')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(HERO_VIDEO_DELAY_MS - 1);
    });
    expect(video()).toBeNull();

    act(() => {
      vi.advanceTimersByTime(1);
    });
    // The video's code is fetched when it is due; let that import land.
    await act(() => vi.dynamicImportSettled());

    const element = video()!;
    expect(element).not.toBeNull();
    expect(element.muted).toBe(true);
    expect(element.loop).toBe(true);
    expect(element.autoplay).toBe(true);
    expect(element.playsInline).toBe(true);
    expect(element.controls).toBe(false);
    expect(element).toHaveAttribute("aria-hidden", "true");
    expect(element).toHaveAttribute("poster", "/images/hero.svg");
    expect([...element.querySelectorAll("source")].map((source) => source.getAttribute("src"))).toEqual([
      "/video/hero.webm",
      "/video/hero.mp4",
    ]);
  });

  it("never mounts the video for a reader who prefers reduced motion", async () => {
    preferReducedMotion(true);
    render(<HomeHero scrollTargetId="featured" />);

    act(() => {
      vi.advanceTimersByTime(HERO_VIDEO_DELAY_MS * 5);
    });
    await act(() => vi.dynamicImportSettled());

    expect(video()).toBeNull();
    expect(document.querySelector('img[src="/images/hero.svg"]')).not.toBeNull();
  });

  it("never mounts the video when the browser asks to save data", async () => {
    setSaveData(true);
    render(<HomeHero scrollTargetId="featured" />);

    act(() => {
      vi.advanceTimersByTime(HERO_VIDEO_DELAY_MS * 5);
    });
    await act(() => vi.dynamicImportSettled());

    expect(video()).toBeNull();
  });
});

describe("the hero's scroll arrow", () => {
  afterEach(() => {
    document.head.querySelectorAll(`meta[name="${ANALYTICS_META}"], script`).forEach((node) => node.remove());
    delete window.gtag;
    delete window.dataLayer;
    resetAnalyticsForTests();
  });

  it("scrolls smoothly to the featured stories and reports scroll_to_content", async () => {
    const meta = Object.assign(document.createElement("meta"), { name: ANALYTICS_META, content: "G-TEST" });
    document.head.append(meta);
    resetAnalyticsForTests();
    render(
      <>
        <HomeHero scrollTargetId="featured" />
        <section id="featured" />
      </>,
    );
    const scrolled = vi.spyOn(document.getElementById("featured")!, "scrollIntoView");

    await userEvent.click(screen.getByRole("link", { name: "Scroll to featured stories" }));

    expect(scrolled).toHaveBeenCalledWith({ behavior: "smooth" });
    await vi.dynamicImportSettled();
    const events = (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
    expect(events).toContainEqual(["event", "scroll_to_content", {}]);
  });
});
