import type { ListQuery, PostFields } from "../../../shared/types";
import { uniqueSlug } from "../../../shared/slug";
import { RELATED_MAX, SEARCH_MIN_LENGTH, SEARCH_RESULTS_MAX } from "../../../shared/constants";
import { ConflictError, NotFoundError, ValidationError } from "../../lib/errors";
import type { Clock } from "../../lib/clock";
import type { CommentsRepository } from "../../store/repositories/comments.repository";
import type { PostCardRecord, PostsRepository } from "../../store/repositories/posts.repository";
import type { AuthorRecord, PostRecord } from "../../store/repositories/posts.record";
import type { SaverRecord } from "../../store/repositories/post-revisions.record";
import type { NewsletterSendsService } from "../newsletter";
import type { RevisionsService } from "../revisions";
import { checkedPageSlug } from "./page-slug";
import { normaliseTags, tagKey } from "./post-content";
import { editedPostRecord, newPostRecord } from "./post-record";
import type { PostSaver } from "./post-saver";
import type { PostsSearch } from "./posts-search";
import { isVisibleTo, PUBLIC_READER, type Reader } from "./post-visibility";

const FEATURED_MAX = 10;

/** Paths under /api/blog-posts that are not posts; a post may never take one as its slug. */
export const RESERVED_SLUGS = new Set(["featured", "search", "tags"]);

interface Dependencies {
  posts: PostsRepository;
  /** A deleted post takes its comments with it. */
  comments: CommentsRepository;
  search: PostsSearch;
  clock: Clock;
  /** Every write of a post goes through it. */
  saver: PostSaver;
  /** A deleted post's newsletter stops, and its history goes with it. */
  newsletter: Pick<NewsletterSendsService, "postWithdrawn">;
  revisions: Pick<RevisionsService, "deleteForPost">;
  /** Told of a deleted post once it is gone (the fediverse tells followers' servers); absent when nothing listens. */
  deletions?: { deletedPost(post: PostRecord): Promise<void> };
}

export interface CreateOptions {
  author: AuthorRecord;
  authorId?: string | null;
  createdAt?: Date;
  /** Who the first revision names; the author when not given (seeded content). */
  savedBy?: SaverRecord;
}

export interface UpdateOptions {
  /** Who the revision names; the post's author when not given. */
  savedBy?: SaverRecord;
  /**
   * The save brings back this revision's content (a restore). A restore never publishes or
   * unpublishes: the post stays as public as it is, whatever the input says.
   */
  restoredFrom?: number;
}

/** Bulk tagging's saves are the server's, not the author's, and the history says so. */
const AUTOMATIC_TAGGING: SaverRecord = { id: null, name: "Automatic tagging" };
const authorOf = (post: PostRecord): SaverRecord => ({ id: post.authorId, name: post.author.name });

const RELATED_CANDIDATES_MAX = 200;

export function createPostsService({ posts, comments, search, clock, saver, newsletter, revisions, deletions }: Dependencies) {
  const slugTaken = (candidate: string, exceptId?: string) =>
    RESERVED_SLUGS.has(candidate) ? Promise.resolve(true) : posts.slugTaken(candidate, exceptId);

  /** A post's new slug is made free with a suffix; a page's must be free as asked (see checkedPageSlug). */
  const newSlug = (existing: PostRecord, requested: string) =>
    existing.kind === "page"
      ? checkedPageSlug(requested, (candidate) => posts.slugTaken(candidate, existing._id))
      : uniqueSlug(requested, (candidate) => slugTaken(candidate, existing._id));

  /** After the engine changes: the engine builds what its search derives from the posts (MongoDB's word list), if it has not yet; the first search does it too. */
  const loadSearchIndex = () => search.load();

  /** By slug, old slug or id; a post the reader may not see is null, as if it did not exist. */
  async function find(slugOrId: string, reader: Reader): Promise<PostRecord | null> {
    const post = await posts.findBySlugOrId(slugOrId);
    return post && isVisibleTo(post, reader) ? post : null;
  }

  /** As `find`, but a missing or hidden post is a 404. */
  async function get(slugOrId: string, reader: Reader): Promise<PostRecord> {
    const post = await find(slugOrId, reader);
    if (!post) throw new NotFoundError("Post not found");
    return post;
  }

  return {
    loadSearchIndex,

    list(query: ListQuery): Promise<{ items: PostCardRecord[]; total: number }> {
      return posts.listPublished({
        limit: query.limit,
        offset: query.offset,
        tagKey: query.tag ? tagKey(query.tag) : undefined,
        contains: query.q || undefined,
      });
    },

    /** Every tag on a published post with how many posts carry it, sorted by name. */
    async tags(): Promise<{ name: string; count: number }[]> {
      const counts = new Map<string, { name: string; count: number }>();
      for (const post of await posts.listPublishedTags()) {
        for (const tag of post.tags) {
          const entry = counts.get(tagKey(tag)) ?? { name: tag, count: 0 };
          entry.count += 1;
          counts.set(tagKey(tag), entry);
        }
      }
      return [...counts.values()].sort((a, b) => a.name.localeCompare(b.name));
    },

    /** Every post, drafts included, newest first: the admin's list. */
    listAll(): Promise<PostCardRecord[]> {
      return posts.listAll();
    },

    featured(): Promise<PostCardRecord[]> {
      return posts.listFeatured(FEATURED_MAX);
    },

    async search(query: string, limit = SEARCH_RESULTS_MAX): Promise<PostCardRecord[]> {
      if (query.trim().length < SEARCH_MIN_LENGTH) return [];
      const ids = await search.search(query, limit);
      if (ids.length === 0) return [];
      const found = new Map((await posts.listCardsByIds(ids)).map((post) => [post._id, post]));
      // The index may briefly know a post another request just unpublished; the store decides.
      return ids.map((id) => found.get(id)).filter((post): post is PostCardRecord => Boolean(post?.isPublished));
    },

    find,
    get,

    /**
     * Up to 3 published posts sharing a tag with this one, most shared tags first, then newest,
     * chosen among the newest RELATED_CANDIDATES_MAX that share one: a tag on thousands of posts
     * would otherwise have every article page read them all.
     */
    async related(id: string, reader: Reader = PUBLIC_READER): Promise<PostCardRecord[]> {
      const post = await get(id, reader);
      if (post.tagKeys.length === 0) return [];
      const own = new Set(post.tagKeys);
      const candidates = await posts.listSharingTags(post.tagKeys, post._id, RELATED_CANDIDATES_MAX);
      return candidates
        .map((candidate, order) => ({ candidate, order, shared: candidate.tagKeys.filter((key) => own.has(key)).length }))
        .sort((a, b) => b.shared - a.shared || a.order - b.order)
        .slice(0, RELATED_MAX)
        .map(({ candidate }) => candidate);
    },

    /** A published page by its current or earlier slug (drafts only for the admin); null for anything else. */
    async findPage(slug: string, reader: Reader): Promise<PostRecord | null> {
      const page = await posts.findPage(slug);
      return page && isVisibleTo(page, reader) ? page : null;
    },

    async create(input: PostFields, options: CreateOptions): Promise<PostRecord> {
      const slug =
        input.kind === "page"
          ? await checkedPageSlug(input.slug || input.title, (candidate) => posts.slugTaken(candidate))
          : await uniqueSlug(input.slug || input.title, (candidate) => slugTaken(candidate));
      const post = await newPostRecord(input, {
        slug,
        author: options.author,
        authorId: options.authorId,
        createdAt: options.createdAt,
        now: clock.now(),
      });
      await saver.save({ kind: "new", post, savedBy: options.savedBy ?? authorOf(post), autosave: input.autosave, newsletter: true });
      return post;
    },

    /** Saves over an existing post; a save based on an older version than the stored one is a 409. */
    async update(id: string, input: PostFields, options: UpdateOptions = {}): Promise<PostRecord> {
      const existing = await posts.findById(id);
      if (!existing) throw new NotFoundError("Post not found");
      if (input.baseVersion !== undefined && input.baseVersion !== existing.version) {
        throw new ConflictError("This post was changed elsewhere since you opened it");
      }
      if (options.restoredFrom !== undefined) input = { ...input, isPublished: existing.isPublished };
      const requestedSlug = input.slug?.trim();
      const slug = !requestedSlug || requestedSlug === existing.slug ? existing.slug : await newSlug(existing, requestedSlug);
      const updated = await editedPostRecord(existing, input, slug, clock.now());
      const save = {
        post: updated,
        over: existing,
        savedBy: options.savedBy ?? authorOf(existing),
        autosave: input.autosave,
        newsletter: true,
      };
      const saved =
        options.restoredFrom === undefined
          ? await saver.save({ ...save, kind: "edit" })
          : await saver.save({ ...save, kind: "restore", revision: options.restoredFrom });
      if (!saved) throw new ConflictError("This post was changed elsewhere since you opened it");
      return saved;
    },

    /** Adds tags without touching the text; a no-op for tags the post already has. */
    /** `automatic` marks the additions as a bulk tagging run's, so the next run can tell. */
    async addTags(id: string, extra: string[], { automatic = false } = {}): Promise<PostRecord> {
      for (let attempt = 0; ; attempt++) {
        const existing = await posts.findById(id);
        if (!existing) throw new NotFoundError("Post not found");
        if (existing.kind === "page") throw new ValidationError("A page has no tags");
        const tags = normaliseTags([...existing.tags, ...extra]);
        if (tags.length === existing.tags.length) return existing;
        const saved = await saver.save({
          kind: "edit",
          over: existing,
          post: { ...existing, tags, tagKeys: tags.map(tagKey), updatedAt: clock.now() },
          ...(automatic && { marks: "autoTagged" as const }),
          savedBy: automatic ? AUTOMATIC_TAGGING : authorOf(existing),
          newsletter: false,
        });
        if (saved) return saved;
        // The author saved in between; read again and add to their version.
        if (attempt >= 2) throw new ConflictError("The post kept changing; try again");
      }
    },

    async delete(id: string): Promise<void> {
      // Before the post goes: should stopping its newsletter fail, the post is still there to delete again.
      await newsletter.postWithdrawn(id, "deleted");
      const post = await posts.findById(id);
      if (!post || !(await posts.delete(id))) throw new NotFoundError("Post not found");
      await comments.deleteForPost(id);
      await revisions.deleteForPost(id);
      await deletions?.deletedPost(post);
    },
  };
}

export type PostsService = ReturnType<typeof createPostsService>;
