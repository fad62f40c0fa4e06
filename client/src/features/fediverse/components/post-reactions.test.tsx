import { render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AppProviders } from "@/app/providers";
import { createQueryClient } from "@/lib/query-client";
import { fediverseKeys } from "@/lib/query-keys";
import { renderWithApp, reply, replyError, stubFetch } from "@/test/render";
import { PostReactions, reactionsSentence } from "./post-reactions";

const ACCOUNT = { handle: "@furrow@blog.example", actorUrl: "https://blog.example/fediverse/actor" };

const serve = (reactions: () => Response) =>
  stubFetch((url) => (url.pathname === "/api/fediverse" ? reply("GET /api/fediverse", ACCOUNT) : reactions()));

describe("a post's reactions on the fediverse", () => {
  it("are said in words, singular or plural, and only those there are", () => {
    expect(reactionsSentence({ likes: 3, shares: 1 })).toBe("3 likes and 1 boost on the fediverse");
    expect(reactionsSentence({ likes: 1, shares: 0 })).toBe("1 like on the fediverse");
    expect(reactionsSentence({ likes: 0, shares: 2 })).toBe("2 boosts on the fediverse");
    expect(reactionsSentence({ likes: 0, shares: 0 })).toBeNull();
  });

  it("show under the article once there is at least one", async () => {
    const fetched = serve(() => reply("GET /api/blog-posts/{id}/reactions", { likes: 3, shares: 1 }));
    renderWithApp(<PostReactions postId="post-1" />);

    expect(await screen.findByText("3 likes and 1 boost on the fediverse")).toBeInTheDocument();
    expect(fetched.mock.calls.map(([input]) => String(input))).toContain("/api/blog-posts/post-1/reactions");
  });

  it("show nothing while there are none, or when the post has none to show (a draft)", async () => {
    for (const answer of [
      () => reply("GET /api/blog-posts/{id}/reactions", { likes: 0, shares: 0 }),
      () => replyError(404, "Post not found"),
    ]) {
      const fetched = serve(answer);
      const { container, unmount } = renderWithApp(<PostReactions postId="post-1" />);
      await waitFor(() => expect(fetched.mock.calls.some(([input]) => String(input).endsWith("/reactions"))).toBe(true));
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(container).toBeEmptyDOMElement();
      unmount();
    }
  });

  it("are not asked for when the blog is not on the fediverse", async () => {
    const fetched = serve(() => reply("GET /api/blog-posts/{id}/reactions", { likes: 3, shares: 1 }));
    const queryClient = createQueryClient();
    queryClient.setQueryData(fediverseKeys.account, null);
    const { container } = render(
      <AppProviders queryClient={queryClient}>
        <PostReactions postId="post-1" />
      </AppProviders>,
    );

    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container).toBeEmptyDOMElement();
    expect(fetched).not.toHaveBeenCalled();
  });
});
