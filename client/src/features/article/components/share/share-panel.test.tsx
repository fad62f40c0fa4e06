import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "@/test/render";
import { ShareButton } from "./share-button";

const ARTICLE = { url: "https://furrow.example/blog/soil-talks", title: "Why soil talks" };

function renderShare() {
  return renderWithApp(
    <div>
      <ShareButton {...ARTICLE} />
      <p>Elsewhere on the page</p>
    </div>,
  );
}

async function openPanel() {
  await userEvent.click(screen.getByRole("button", { name: "Share" }));
  return screen.findByRole("dialog", { name: "Share this article" });
}

function setNavigator(key: "share" | "clipboard", value: unknown) {
  Object.defineProperty(navigator, key, { value, configurable: true, writable: true });
}

describe("share panel", () => {
  afterEach(() => {
    // jsdom has neither; leave the navigator as each test found it.
    delete (navigator as unknown as Record<string, unknown>).share;
    delete (navigator as unknown as Record<string, unknown>).clipboard;
  });

  it("offers X, Facebook, LinkedIn, WhatsApp, e-mail and copy, and no device share where the browser lacks it", async () => {
    renderShare();
    const panel = await openPanel();

    const names = within(panel)
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(names).toEqual(["X", "Facebook", "LinkedIn", "WhatsApp", "E-mail", "Copy link"]);
    expect(within(panel).queryByRole("button", { name: "Share via device" })).not.toBeInTheDocument();
    expect(within(panel).getByRole("button", { name: "Close share menu" })).toBeInTheDocument();
  });

  it("offers device share when the browser has it, and ignores a cancelled share", async () => {
    const share = vi.fn().mockRejectedValue(new DOMException("Share canceled", "AbortError"));
    setNavigator("share", share);
    renderShare();
    const panel = await openPanel();

    await userEvent.click(within(panel).getByRole("button", { name: "Share via device" }));

    expect(share).toHaveBeenCalledWith({ title: ARTICLE.title, url: ARTICLE.url });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("opens a network's share page in a 600x400 window without an opener, then closes", async () => {
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    renderShare();
    const panel = await openPanel();

    await userEvent.click(within(panel).getByRole("button", { name: "Share on LinkedIn" }));

    const [url, target, features] = open.mock.calls[0];
    expect(url).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(ARTICLE.url)}`);
    expect(target).toBe("_blank");
    expect(features).toMatch(/(^|,)noopener(,|$)/);
    expect(features).toMatch(/width=600/);
    expect(features).toMatch(/height=400/);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Share" })).toHaveFocus();
  });

  it("builds the X, Facebook and WhatsApp addresses from the article's link and title", async () => {
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    renderShare();
    for (const name of ["X", "Facebook", "WhatsApp"]) {
      await userEvent.click(within(await openPanel()).getByRole("button", { name: `Share on ${name}` }));
    }

    const urls = open.mock.calls.map(([url]) => new URL(String(url)));
    expect(`${urls[0].origin}${urls[0].pathname}`).toBe("https://x.com/intent/tweet");
    expect(urls[0].searchParams.get("url")).toBe(ARTICLE.url);
    expect(urls[0].searchParams.get("text")).toBe(ARTICLE.title);
    expect(urls[1].searchParams.get("u")).toBe(ARTICLE.url);
    expect(urls[2].host).toBe("wa.me");
    expect(urls[2].searchParams.get("text")).toBe(`${ARTICLE.title} ${ARTICLE.url}`);
  });

  it("e-mails a subject and the link", async () => {
    renderShare();
    const link = within(await openPanel()).getByRole("link", { name: "Share by e-mail" });

    const href = link.getAttribute("href")!;
    expect(href.startsWith("mailto:?")).toBe(true);
    const params = new URLSearchParams(href.slice("mailto:?".length));
    expect(params.get("subject")).toBe(ARTICLE.title);
    expect(params.get("body")).toContain(ARTICLE.url);
  });

  it("copies the link, says so, and closes", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    setNavigator("clipboard", { writeText });
    renderShare();

    await userEvent.click(within(await openPanel()).getByRole("button", { name: "Copy link" }));

    expect(writeText).toHaveBeenCalledWith(ARTICLE.url);
    expect(await screen.findByText("Link copied!")).toBeInTheDocument();
    expect(screen.getByText("The article link has been copied to your clipboard.")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("asks the reader to copy by hand when the clipboard refuses", async () => {
    setNavigator("clipboard", { writeText: vi.fn().mockRejectedValue(new Error("denied")) });
    renderShare();

    await userEvent.click(within(await openPanel()).getByRole("button", { name: "Copy link" }));

    expect(await screen.findByText("Failed to copy")).toBeInTheDocument();
    expect(screen.getByText("Please copy the link manually.")).toBeInTheDocument();
  });

  it("closes on Escape with focus back on Share, and on a click outside", async () => {
    renderShare();
    await openPanel();

    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Share" })).toHaveFocus();

    await openPanel();
    await userEvent.click(screen.getByText("Elsewhere on the page"));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    await openPanel();
    await userEvent.click(screen.getByRole("button", { name: "Close share menu" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
