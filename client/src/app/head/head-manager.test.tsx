import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { AppProviders } from "../providers";
import { createQueryClient } from "@/lib/query-client";
import { PageHead } from "../page-head";
import { HeadManager } from "./head-manager";

function Page({ path }: { path: string }) {
  return path === "/" ? <PageHead /> : <PageHead title="All Blog Posts" description="Every article." />;
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
    document.head.innerHTML = '<title data-rh="true">Furrow: from the server</title><meta data-rh="true" name="description" content="Server description">';
    const location = renderAt("/");
    await screen.findByText("at /");
    // Nothing replaced the server's tags, and react-helmet-async was not needed for them.
    expect(document.title).toBe("Furrow: from the server");

    act(() => location.navigate("/posts"));
    await waitFor(() => expect(document.title).toBe("All Blog Posts | Furrow"));
    expect(document.querySelectorAll("title")).toHaveLength(1);
    expect([...document.querySelectorAll('meta[name="description"]')].map((meta) => meta.getAttribute("content"))).toEqual(["Every article."]);
  });

  it("writes the head at once when no server wrote it (development, tests)", async () => {
    renderAt("/posts");
    await waitFor(() => expect(document.title).toBe("All Blog Posts | Furrow"));
  });
});
