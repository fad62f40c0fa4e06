// The Open Graph testing centre's tabs tested together (over 300 lines): they share the preview
// fixtures below, and each test is short.
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { COPY_FEEDBACK_MS } from "@shared/constants";
import type { OgPreview, PostCard } from "@shared/types";
import { makePost } from "@/test/fixtures";
import { renderWithApp, reply, replyError, stubFetch } from "@/test/render";
import { renderApp } from "@/test/render-app";
import { OgTestCentre, type OgTestTab } from "./og-test-centre";

const ORIGIN = window.location.origin;
const first = makePost(1, {
  slug: "soil-probes",
  title: "Soil probes in sandy loam",
  tags: ["Irrigation"],
  category: { name: "Sensors", color: "#4A7C2A" },
});

function previewOf(path: string, overrides: Partial<OgPreview> = {}): OgPreview {
  const title = path === "/" ? "Furrow: Bridging Nature and Technology" : `Real title of ${path} | Furrow`;
  const image = `https://furrow.example/api/og-image?title=${encodeURIComponent(path)}`;
  return {
    path,
    status: 200,
    title,
    description: `What ${path} is about.`,
    image,
    url: `https://furrow.example${path}`,
    type: path.startsWith("/blog/") ? "article" : "website",
    siteName: "Furrow",
    twitterCard: "summary_large_image",
    tags: [
      { tag: "title", attributes: {}, text: title },
      { tag: "meta", attributes: { property: "og:title", content: title } },
      { tag: "meta", attributes: { property: "og:image", content: image } },
      { tag: "meta", attributes: { name: "twitter:title", content: `X title of ${path}` } },
    ],
    warnings: [],
    ...overrides,
  };
}

/** The blog's API: the posts list and the preview endpoint; `preview` may answer a path differently. */
function serve({
  posts = [first, makePost(2)],
  preview = (path: string): Response => reply("GET /api/og-preview", previewOf(path)),
}: { posts?: PostCard[] | Response; preview?: (path: string) => Response } = {}) {
  return stubFetch((url) => {
    if (url.pathname === "/api/blog-posts") return posts instanceof Response ? posts : reply("GET /api/blog-posts", posts);
    if (url.pathname === "/api/og-preview") return preview(url.searchParams.get("path") ?? "/");
    return replyError(404, "Not found");
  });
}

function setClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true, writable: true });
}

function renderCentre(defaultTab?: OgTestTab) {
  return renderWithApp(<OgTestCentre defaultTab={defaultTab} />, { path: "/og-test" });
}

afterEach(() => {
  vi.useRealTimers();
  delete (navigator as unknown as Record<string, unknown>).clipboard;
});

describe("the Open Graph testing centre", () => {
  it("opens at /og-test with three tabs, Quick Test first", async () => {
    serve();
    renderApp("/og-test");
    expect(await screen.findByRole("heading", { name: "Open Graph Testing Centre", level: 1 })).toBeInTheDocument();
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual(["Quick Test", "Platform Tools", "Live Preview"]);
    expect(screen.getByRole("tab", { name: "Quick Test" })).toHaveAttribute("aria-selected", "true");
    await waitFor(() => expect(document.title).toBe("Open Graph testing centre | Furrow"));
  });

  it("lists the four ready-to-test URLs built from the first post, each ready with copy and open", async () => {
    const fetch = serve();
    renderCentre();
    const list = await screen.findByRole("list");
    const rows = within(list).getAllByRole("listitem");
    expect(rows.map((row) => within(row).getByRole("heading").textContent)).toEqual([
      "Homepage",
      "Sample blog post",
      "Dynamic OG image",
      "OG image with title and category",
    ]);
    expect(rows.map((row) => within(row).getByRole("link").getAttribute("href"))).toEqual([
      `${ORIGIN}/`,
      `${ORIGIN}/blog/soil-probes`,
      `${ORIGIN}/api/og-image`,
      `${ORIGIN}/api/og-image?title=Soil+probes+in+sandy+loam&category=Sensors`,
    ]);
    for (const row of rows) {
      expect(within(row).getByText("Ready")).toBeInTheDocument();
      expect(within(row).getByRole("button", { name: /^Copy / })).toBeEnabled();
      expect(within(row).getByRole("link")).toHaveAttribute("target", "_blank");
    }
    const asked = fetch.mock.calls.map(([input]) => String(input)).find((url) => url.includes("/api/blog-posts"));
    expect(asked).toBe("/api/blog-posts?limit=10&offset=0");
  });

  it("shows a check for 2 seconds after a copy, then the copy button again", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    setClipboard(writeText);
    serve();
    renderCentre();
    const button = await screen.findByRole("button", { name: "Copy Homepage URL" });
    vi.useFakeTimers();

    fireEvent.click(button);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(writeText).toHaveBeenCalledWith(`${ORIGIN}/`);
    expect(button).toHaveAccessibleName("Copied Homepage URL");
    expect(within(button).getByTestId("copied-check")).toBeInTheDocument();
    expect(screen.getByText("Homepage URL copied to the clipboard")).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(COPY_FEEDBACK_MS - 1));
    expect(button).toHaveAccessibleName("Copied Homepage URL");
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(button).toHaveAccessibleName("Copy Homepage URL");
    expect(within(button).queryByTestId("copied-check")).not.toBeInTheDocument();
  });

  it("only logs a clipboard failure: no check, no message on screen", async () => {
    setClipboard(vi.fn().mockRejectedValue(new Error("denied")));
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    serve();
    renderCentre();
    const button = await screen.findByRole("button", { name: "Copy Sample blog post URL" });

    await userEvent.click(button);

    await waitFor(() => expect(logged).toHaveBeenCalledWith("Could not copy to the clipboard:", expect.any(Error)));
    expect(button).toHaveAccessibleName("Copy Sample blog post URL");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.queryByText(/failed to copy/i)).not.toBeInTheDocument();
  });

  it("copies a custom URL, and has nothing to copy while the box is empty", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    setClipboard(writeText);
    serve();
    renderCentre();
    const copy = await screen.findByRole("button", { name: "Copy custom URL" });
    expect(copy).toBeDisabled();

    await userEvent.type(screen.getByLabelText("Custom URL"), "https://furrow.example/tags/Soil");
    await userEvent.click(copy);

    expect(writeText).toHaveBeenCalledWith("https://furrow.example/tags/Soil");
    expect(await screen.findByRole("button", { name: "Copied custom URL" })).toBeInTheDocument();
  });

  it("stands in a sample address when no post is published", async () => {
    serve({ posts: [] });
    renderCentre();
    const row = (await screen.findByRole("heading", { name: "Sample blog post" })).closest("li")!;
    expect(within(row).getByRole("link")).toHaveAttribute("href", `${ORIGIN}/blog/sample-post`);
    expect(within(row).getByText(/No post is published yet/)).toBeInTheDocument();
  });

  it("says so while the posts load, and offers a retry when they fail", async () => {
    let answer: (response: Response) => void = () => undefined;
    stubFetch((url) =>
      url.pathname === "/api/blog-posts"
        ? new Promise<Response>((resolve) => (answer = resolve))
        : reply("GET /api/og-preview", previewOf("/")),
    );
    renderCentre();
    expect(await screen.findByText("Loading sample posts...")).toBeInTheDocument();

    answer(replyError(500, "Database unavailable"));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("We couldn't load the posts");
    expect(within(alert).getByRole("button", { name: "Retry" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Sample blog post" })).toBeInTheDocument();
  });

  it("has the six platform tools, with the WhatsApp message and the chat-app advice", async () => {
    const alert = vi.spyOn(window, "alert").mockImplementation(() => undefined);
    const open = vi.spyOn(window, "open").mockImplementation(() => null);
    serve();
    renderCentre();
    await userEvent.click(screen.getByRole("tab", { name: "Platform Tools" }));
    const panel = await screen.findByRole("tabpanel", { name: "Platform Tools" });
    await within(panel).findByText(`${ORIGIN}/blog/soil-probes`);

    const names = within(panel)
      .getAllByRole("heading", { level: 3 })
      .map((heading) => heading.textContent);
    expect(names).toEqual([
      "Facebook Sharing Debugger",
      "LinkedIn Post Inspector",
      "X (Twitter) Card Validator",
      "WhatsApp",
      "Slack / Discord",
      "OpenGraph.xyz",
    ]);

    const sample = `${ORIGIN}/blog/soil-probes`;
    expect(within(panel).getByRole("link", { name: /^Share on WhatsApp/ })).toHaveAttribute(
      "href",
      `https://wa.me/?text=${encodeURIComponent(`Check out this agricultural technology content: ${sample}`)}`,
    );
    expect(within(panel).getByRole("link", { name: /^Open Sharing Debugger/ })).toHaveAttribute(
      "href",
      `https://developers.facebook.com/tools/debug/?q=${encodeURIComponent(sample)}`,
    );
    expect(within(panel).getByRole("link", { name: /^Open Post Inspector/ })).toHaveAttribute(
      "href",
      `https://www.linkedin.com/post-inspector/inspect/${encodeURIComponent(sample)}`,
    );
    expect(within(panel).getByRole("link", { name: /^Open OpenGraph.xyz/ })).toHaveAttribute(
      "href",
      `https://www.opengraph.xyz/url/${encodeURIComponent(sample)}`,
    );

    await userEvent.click(within(panel).getByRole("button", { name: "How to test" }));
    expect(alert).toHaveBeenCalledTimes(1);
    expect(alert.mock.calls[0][0]).toMatch(/paste this URL in any channel/);
    expect(alert.mock.calls[0][0]).toContain(sample);
    expect(open).not.toHaveBeenCalled();
  });

  it("has a Quick Testing Actions card for Facebook, LinkedIn, the universal tester and WhatsApp", async () => {
    serve();
    renderCentre();
    const card = (await screen.findByRole("heading", { name: "Quick Testing Actions" })).closest("section")!;
    await waitFor(() =>
      expect(within(card).getAllByRole("link")[0].getAttribute("href")).toContain(encodeURIComponent("/blog/soil-probes")),
    );
    expect(
      within(card)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Test on Facebook", "Test on LinkedIn", "Test on OpenGraph.xyz", "Share on WhatsApp"]);
  });

  it("draws the sample post's real tags as Facebook, LinkedIn and X cards, and lists the warnings", async () => {
    const fetch = serve({
      preview: (path) =>
        reply(
          "GET /api/og-preview",
          previewOf(path, {
            warnings: [
              { field: "title", message: "Title is 74 characters; Google search cuts it after about 60 and X cuts it after about 70." },
            ],
          }),
        ),
    });
    renderCentre("live-preview");

    const facebook = await screen.findByRole("figure", { name: "Facebook card" });
    expect(within(facebook).getByText("Real title of /blog/soil-probes | Furrow")).toBeInTheDocument();
    expect(within(facebook).getByText("furrow.example")).toBeInTheDocument();
    expect(within(facebook).getByRole("img")).toHaveAttribute("src", "https://furrow.example/api/og-image?title=%2Fblog%2Fsoil-probes");
    expect(within(facebook).getByText("image 1.91:1")).toBeInTheDocument();
    const linkedIn = screen.getByRole("figure", { name: "LinkedIn card" });
    expect(within(linkedIn).getByText("Real title of /blog/soil-probes | Furrow")).toBeInTheDocument();
    expect(within(linkedIn).getByText("image 1.91:1")).toBeInTheDocument();
    // X reads its own twitter:title before og:title.
    const x = screen.getByRole("figure", { name: "X (Twitter) card" });
    expect(within(x).getByText("X title of /blog/soil-probes")).toBeInTheDocument();
    expect(within(x).getByText("image 2:1")).toBeInTheDocument();

    expect(within(screen.getByRole("list", { name: "Warnings" })).getByRole("listitem")).toHaveTextContent(
      "Title: Title is 74 characters; Google search cuts it after about 60 and X cuts it after about 70.",
    );
    expect(screen.getByText("Tags the server sends (4)")).toBeInTheDocument();
    const asked = fetch.mock.calls.map(([input]) => String(input)).filter((url) => url.includes("/api/og-preview"));
    expect(asked).toEqual([`/api/og-preview?path=${encodeURIComponent("/blog/soil-probes")}`]);
  });

  it("previews another page from a quick pick or a typed path, and says when it has no problems", async () => {
    serve();
    renderCentre("live-preview");
    await within(await screen.findByRole("figure", { name: "Facebook card" })).findByText("Real title of /blog/soil-probes | Furrow");

    await userEvent.click(await screen.findByRole("button", { name: "Home" }));
    expect(
      await within(screen.getByRole("figure", { name: "Facebook card" })).findByText("Furrow: Bridging Nature and Technology"),
    ).toBeInTheDocument();
    expect(screen.getByText(/Nothing missing or too long/)).toBeInTheDocument();

    const box = screen.getByLabelText("Page path or address on this site");
    expect(box).toHaveValue("/");
    await userEvent.clear(box);
    await userEvent.type(box, "tags/Irrigation{Enter}");
    expect(
      await within(screen.getByRole("figure", { name: "LinkedIn card" })).findByText("Real title of /tags/Irrigation | Furrow"),
    ).toBeInTheDocument();
  });

  it("shows the server's reason when a path cannot be previewed, with a retry", async () => {
    serve({
      preview: (path) =>
        path === "//evil.example"
          ? replyError(400, "Only pages of this site (http://localhost:3000) can be previewed")
          : reply("GET /api/og-preview", previewOf(path)),
    });
    renderCentre("live-preview");
    await screen.findByRole("figure", { name: "Facebook card" });
    const box = screen.getByLabelText("Page path or address on this site");
    await userEvent.clear(box);
    await userEvent.type(box, "//evil.example{Enter}");

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Only pages of this site (http://localhost:3000) can be previewed");
    expect(within(alert).getByRole("button", { name: "Retry" })).toBeInTheDocument();
    expect(screen.queryByRole("figure")).not.toBeInTheDocument();
  });

  it("draws a 404 page's card with its status and a placeholder where the image is missing", async () => {
    serve({
      preview: (path) =>
        reply(
          "GET /api/og-preview",
          previewOf(path, {
            status: 404,
            image: null,
            tags: [],
            warnings: [{ field: "status", message: "This address answers 404 Not Found." }],
          }),
        ),
    });
    renderCentre("live-preview");
    expect(await screen.findByText("404 Not Found")).toBeInTheDocument();
    expect(within(screen.getByRole("figure", { name: "Facebook card" })).getByText("No share image")).toBeInTheDocument();
    expect(screen.getByRole("list", { name: "Warnings" })).toHaveTextContent("Status: This address answers 404 Not Found.");
  });
});
