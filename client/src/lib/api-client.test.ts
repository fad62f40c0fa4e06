import { describe, expect, it, vi } from "vitest";
import { makePost } from "@/test/fixtures";
import { reply } from "@/test/render";
import { ApiError, apiGetWithTotal, apiRequest } from "./api-client";

function stub(response: Response) {
  const spy = vi.fn(async (_url: string, _init?: RequestInit) => response);
  vi.stubGlobal("fetch", spy);
  return spy;
}

describe("apiRequest", () => {
  it("sends cookies and no body or content type when no body is given", async () => {
    const spy = stub(reply("GET /api/blog-posts/featured", []));

    await expect(apiRequest("GET", "/api/blog-posts/featured")).resolves.toEqual([]);

    const init = spy.mock.calls[0][1]!;
    expect(init.credentials).toBe("include");
    expect(init.body).toBeUndefined();
    expect(new Headers(init.headers).has("Content-Type")).toBe(false);
  });

  it("sends a JSON body with a JSON content type when a body is given", async () => {
    const spy = stub(new Response(null, { status: 204 }));

    await apiRequest("POST", "/api/newsletter/subscribe", { email: "a@b.co" });

    const init = spy.mock.calls[0][1]!;
    expect(init.method).toBe("POST");
    expect(init.credentials).toBe("include");
    expect(new Headers(init.headers).get("Content-Type")).toBe("application/json");
    expect(init.body).toBe(JSON.stringify({ email: "a@b.co" }));
  });

  it("turns a failed answer into an error reading '{status}: {body}', with the parsed body", async () => {
    stub(new Response(JSON.stringify({ error: "Post not found" }), { status: 404, statusText: "Not Found" }));

    const error = await apiRequest("GET", "/api/blog-posts/missing").catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('404: {"error":"Post not found"}');
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).body).toEqual({ error: "Post not found" });
  });

  it("falls back to the status text when the failed answer has no body", async () => {
    stub(new Response(null, { status: 503, statusText: "Service Unavailable" }));

    await expect(apiRequest("GET", "/api/profile")).rejects.toThrow("503: Service Unavailable");
  });

  it("keeps a plain-text error body as the message and leaves body undefined", async () => {
    stub(new Response("upstream timed out", { status: 502, statusText: "Bad Gateway" }));

    const error = (await apiRequest("GET", "/api/profile").catch((caught: unknown) => caught)) as ApiError;

    expect(error.message).toBe("502: upstream timed out");
    expect(error.body).toBeUndefined();
  });
});

describe("a 401", () => {
  it("throws by default", async () => {
    stub(new Response(JSON.stringify({ error: "Sign in first" }), { status: 401 }));

    await expect(apiRequest("GET", "/api/admin/verify-session")).rejects.toThrow('401: {"error":"Sign in first"}');
  });

  it("becomes an empty result when the caller asks for that", async () => {
    stub(new Response(JSON.stringify({ error: "Sign in first" }), { status: 401 }));

    await expect(apiRequest("GET", "/api/admin/verify-session", undefined, { on401: "returnNull" })).resolves.toBeNull();
  });
});

describe("apiGetWithTotal", () => {
  it("returns the items with the total the server reports in X-Total-Count", async () => {
    stub(reply("GET /api/blog-posts", [makePost(1)], { headers: { "X-Total-Count": "42" } }));

    await expect(apiGetWithTotal("/api/blog-posts?limit=6&offset=0")).resolves.toEqual({
      items: [makePost(1)],
      total: 42,
    });
  });

  it("counts the items themselves when the header is missing", async () => {
    stub(reply("GET /api/blog-posts", [makePost(1), makePost(2)]));

    await expect(apiGetWithTotal("/api/blog-posts")).resolves.toMatchObject({ total: 2 });
  });
});
