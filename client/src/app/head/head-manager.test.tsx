import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { AppProviders } from "../providers";
import { createQueryClient } from "@/lib/query-client";
import { fediverseKeys } from "@/lib/query-keys";
import { makePostDetail } from "@/test/fixtures";
import { SITE_TAGLINE } from "@shared/constants";
import { STATIC_PAGES } from "@shared/page-meta";
import { PageHead } from "../page-head";
import { HeadManager } from "./head-manager";

function Page({ path }: { path: string }) {
  return path === "/" ? <PageHead spec={{ page: "home" }} /> : <PageHead spec={{ page: "posts", path: "/posts" }} />;
}

function renderAt(path: string) {
  const location = memoryLocation({ path, record: true });
  function Current() {
    const [current] = location.hook();
    return (
      <>
        <HeadManager />
        <Page path={current} />
        <span>at {current}</span>
      </>
    );
  }
  render(
    <AppProviders queryClient={createQueryClient()}>
      <Router hook={location.hook}>
        <Current />
      </Router>
    </AppProviders>,
  );
  return location;
}

describe("the page head", () => {
  afterEach(() => {
    // Unmount first: React owns the tags it hoisted into <head>.
    cleanup();
    document.head.innerHTML = "";
    document.title = "";
  });

  it("leaves the server's head alone on the first page and takes over on the first navigation", async () => {
    document.head.innerHTML =
      '<title data-rh="true">Furrow: from the server</title><meta data-rh="true" name="description" content="Server description">' +
      // The server's canonical link carries PUBLIC_URL, which the client then uses for its own links.
      '<link data-rh="true" rel="canonical" href="https://furrow.example/">';
    const location = renderAt("/");
    await screen.findByText("at /");
    // Nothing replaced the server's tags, and react-helmet-async was not needed for them.
    expect(document.title).toBe("Furrow: from the server");

    act(() => location.navigate("/posts"));
    await waitFor(() => expect(document.title).toBe("All Blog Posts | Furrow"));
    expect(document.querySelectorAll("title")).toHaveLength(1);
    expect([...document.querySelectorAll('meta[name="description"]')].map((meta) => meta.getAttribute("content"))).toEqual([
      STATIC_PAGES.posts.description,
    ]);
    // The whole shared list, not only the title: social cards and the canonical link follow the page.
    expect(document.querySelector('meta[property="og:title"]')?.getAttribute("content")).toBe("All Blog Posts | Furrow");
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe("https://furrow.example/posts");
    expect(document.querySelector('meta[name="twitter:card"]')?.getAttribute("content")).toBe("summary_large_image");
  });

  it("writes the head at once when no server wrote it (development, tests)", async () => {
    renderAt("/");
    await waitFor(() => expect(document.title).toBe(`Furrow: ${SITE_TAGLINE}`));
    const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? "{}")["@type"],
    );
    expect(jsonLd).toEqual(["WebSite", "Blog"]);
  });

  it("credits the blog's fediverse account on an article, as the server does, when the blog has one", async () => {
    const post = makePostDetail({ id: "post-7" });
    for (const account of [{ handle: "@furrow@blog.example", actorUrl: "https://blog.example/fediverse/actor" }, null]) {
      const queryClient = createQueryClient();
      queryClient.setQueryData(fediverseKeys.account, account);
      const { unmount } = render(
        <AppProviders queryClient={queryClient}>
          <Router hook={memoryLocation({ path: `/blog/${post.slug}` }).hook}>
            <HeadManager />
            <PageHead spec={{ page: "article", post }} />
          </Router>
        </AppProviders>,
      );
      await waitFor(() => expect(document.title).toBe(`${post.title} | Furrow`));
      const creator = document.querySelector('meta[name="fediverse:creator"]');
      const activity = document.querySelector('link[rel="alternate"][type="application/activity+json"]');
      if (account) {
        expect(creator?.getAttribute("content")).toBe("@furrow@blog.example");
        expect(activity?.getAttribute("href")).toMatch(/\/fediverse\/articles\/post-7$/);
      } else {
        expect(creator).toBeNull();
        expect(activity).toBeNull();
      }
      unmount();
    }
  });
});
