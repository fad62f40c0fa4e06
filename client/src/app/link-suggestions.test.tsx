import { renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { adminCard } from "@/features/admin/test/admin-api";
import { createQueryClient } from "@/lib/query-client";
import { reply, replyError, routeFetch } from "@/test/render";
import { AppProviders } from "./providers";
import { useLinkSuggestions } from "./link-suggestions";

const wrapper = ({ children }: { children: ReactNode }) => <AppProviders queryClient={createQueryClient()}>{children}</AppProviders>;

describe("the navigation editor's address suggestions", () => {
  it("offers the fixed pages, every tag's page and the published posts and pages, never a draft", async () => {
    routeFetch(({ path }) => {
      if (path === "/api/blog-posts/tags") return reply("GET /api/blog-posts/tags", [{ name: "Soil Health", count: 2 }]);
      if (path === "/api/admin/blog-posts")
        return reply("GET /api/admin/blog-posts", [
          adminCard("p1"),
          adminCard("p2", { isPublished: false }),
          adminCard("about", { kind: "page" }),
        ]);
      return replyError(404, "Not found");
    });
    const { result } = renderHook(() => useLinkSuggestions(), { wrapper });

    await waitFor(() => expect(result.current).toContain("/blog/slug-p1"));
    expect(result.current).toEqual(["/", "/posts", "/contact", "/privacy", "/tags/Soil%20Health", "/blog/slug-p1", "/slug-about"]);
  });

  it("still offers the fixed pages while the lists are unavailable", async () => {
    const { requests } = routeFetch(() => replyError(500, "Internal server error"));
    const { result } = renderHook(() => useLinkSuggestions(), { wrapper });

    await waitFor(() => expect(requests.length).toBeGreaterThanOrEqual(2));
    expect(result.current).toEqual(["/", "/posts", "/contact", "/privacy"]);
  });
});
