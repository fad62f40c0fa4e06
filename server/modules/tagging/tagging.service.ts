import { NotFoundError } from "../../lib/errors";
import type { Logger } from "../../lib/logger";
import type { PostsRepository } from "../../store/repositories/posts.repository";
import type { PostsService } from "../posts";
import type { PostRecord } from "../../store/repositories/posts.record";
import { suggestWithLlm, type LlmConfig } from "./llm-suggester";
import { createTagSuggester, type TagSuggestion, type TaggablePost } from "./suggester";

const SUGGESTIONS_PER_POST = 5;
const BULK_TAGS_PER_POST = 3;
const POST_FIELDS = { title: 1, excerpt: 1, markdown: 1, tags: 1, version: 1, autoTaggedVersion: 1, kind: 1 } as const;

export interface PostAnalysis {
  postId: string;
  suggestedTags: string[];
  suggestions: TagSuggestion[];
  engine: "offline" | "llm";
}

export interface BulkResult {
  id: string;
  title: string;
  suggestedTags: string[];
  /** Tags written to the post by this run; empty when the post already had tags or nothing fit. */
  added: string[];
  error?: string;
}

type StoredPost = Pick<PostRecord, "_id" | "title" | "excerpt" | "markdown" | "tags" | "version" | "autoTaggedVersion">;

/**
 * Whether a bulk run may add to this post: an untagged post always; a tagged one only when asked,
 * and not when an earlier run already tagged it and nobody has edited it since. That keeps a
 * second run from piling three more tags onto every post.
 */
const mayAddTo = (post: StoredPost, includeTagged: boolean) =>
  post.tags.length === 0 || (includeTagged && post.autoTaggedVersion !== post.version);

const toTaggable = (post: StoredPost): TaggablePost => ({
  id: post._id,
  title: post.title,
  excerpt: post.excerpt,
  markdown: post.markdown,
  tags: post.tags,
});

interface Dependencies {
  postsRepository: PostsRepository;
  posts: Pick<PostsService, "addTags">;
  llm?: LlmConfig;
  logger: Logger;
}

export function createTaggingService(deps: Dependencies) {
  const { postsRepository, posts } = deps;
  // Pages carry no tags: tagging reads and suggests for articles only.
  const loadStored = async () => (await postsRepository.listAll(POST_FIELDS)).filter((post) => post.kind !== "page");
  const loadAll = async () => (await loadStored()).map(toTaggable);

  async function analyse(
    post: TaggablePost,
    suggester: ReturnType<typeof createTagSuggester>,
    siteTags: string[],
    limit: number,
  ): Promise<PostAnalysis> {
    const suggestions = suggester.suggest(post, limit);
    if (deps.llm) {
      try {
        const own = new Set(post.tags.map((tag) => tag.toLowerCase()));
        const tags = (await suggestWithLlm(deps.llm, post, siteTags, limit)).filter((tag) => !own.has(tag.toLowerCase()));
        return {
          postId: post.id,
          suggestedTags: tags,
          suggestions: tags.map((tag) => ({ tag, score: 1, matched: [], source: "site" })),
          engine: "llm",
        };
      } catch (error) {
        deps.logger.warn("LLM tag suggestion failed; using the offline suggester", {
          error: error instanceof Error ? error.message : String(error),
        });
      }
    }
    return { postId: post.id, suggestedTags: suggestions.map((suggestion) => suggestion.tag), suggestions, engine: "offline" };
  }

  const siteTagsOf = (all: TaggablePost[]) => [...new Set(all.flatMap((post) => post.tags))].sort();

  return {
    async analyse(postId: string): Promise<PostAnalysis> {
      const all = await loadAll();
      const post = all.find((candidate) => candidate.id === postId);
      if (!post) throw new NotFoundError("Post not found");
      return analyse(post, createTagSuggester(all), siteTagsOf(all), SUGGESTIONS_PER_POST);
    },

    /**
     * Suggests tags for every post and adds them to posts that have none (or to all, when asked).
     * A second run, with or without tagged posts, changes nothing (see mayAddTo).
     */
    async bulk({ includeTagged = false }: { includeTagged?: boolean } = {}): Promise<BulkResult[]> {
      const stored = await loadStored();
      const all = stored.map(toTaggable);
      const suggester = createTagSuggester(all);
      const siteTags = siteTagsOf(all);
      const results: BulkResult[] = [];
      for (const [index, post] of all.entries()) {
        try {
          const { suggestedTags } = await analyse(post, suggester, siteTags, BULK_TAGS_PER_POST);
          const added = mayAddTo(stored[index], includeTagged) ? suggestedTags : [];
          if (added.length) await posts.addTags(post.id, added, { automatic: true });
          results.push({ id: post.id, title: post.title, suggestedTags, added });
        } catch (error) {
          results.push({
            id: post.id,
            title: post.title,
            suggestedTags: [],
            added: [],
            error: error instanceof Error ? error.message : "Analysis failed",
          });
        }
      }
      return results;
    },
  };
}

export type TaggingService = ReturnType<typeof createTaggingService>;
