import { describe, expect, it, vi } from "vitest";
import { makeAdminPost } from "@/test/fixtures";
import { reply, replyError } from "@/test/render";
import { isConflict, savePost } from "./save-post";

const input = { title: "Soil", content: "Body", excerpt: "", tags: [], isPublished: false };

function answer(response: Response) {
  const spy = vi.fn(async (_url: string, _init?: RequestInit) => response);
  vi.stubGlobal("fetch", spy);
  return spy;
}

describe("saving a post", () => {
  it("creates with POST and updates with PATCH at the post's address", async () => {
    const post = makeAdminPost({ id: "p1", version: 2 });
    const spy = answer(reply("POST /api/admin/blog-posts", post, { status: 201 }));
    await expect(savePost(null, input)).resolves.toEqual(post);
    expect(spy.mock.calls[0][0]).toBe("/api/admin/blog-posts");
    expect(spy.mock.calls[0][1]?.method).toBe("POST");

    answer(reply("PATCH /api/admin/blog-posts/{id}", post));
    const patch = vi.mocked(fetch);
    await savePost("p1", { ...input, baseVersion: 1 });
    expect(patch.mock.calls[0][0]).toBe("/api/admin/blog-posts/p1");
    expect(patch.mock.calls[0][1]?.method).toBe("PATCH");
    expect(JSON.parse(String(patch.mock.calls[0][1]?.body))).toMatchObject({ baseVersion: 1 });
  });

  it("fails with 'HTTP {status}: {body}' when the answer is not ok", async () => {
    answer(new Response("database unavailable", { status: 503, statusText: "Service Unavailable" }));
    await expect(savePost("p1", input)).rejects.toThrow("HTTP 503: database unavailable");
  });

  it("fails with the first 100 characters of an answer that is not JSON", async () => {
    const page = `<!doctype html><html><head><title>Sign in to the proxy</title></head><body>${"x".repeat(200)}</body></html>`;
    answer(new Response(page, { status: 200, headers: { "Content-Type": "text/html" } }));
    const error = (await savePost("p1", input).catch((caught: unknown) => caught)) as Error;
    expect(error.message).toBe(`Expected JSON response, got: ${page.slice(0, 100)}`);
    expect(error.message).toHaveLength("Expected JSON response, got: ".length + 100);
  });

  it("marks a 409 as a conflict and keeps the server's explanation", async () => {
    answer(replyError(409, "This post was changed elsewhere since you opened it"));
    const error = await savePost("p1", input).catch((caught: unknown) => caught);
    expect(isConflict(error)).toBe(true);
    expect(error).toMatchObject({ status: 409, serverMessage: "This post was changed elsewhere since you opened it" });
  });
});
