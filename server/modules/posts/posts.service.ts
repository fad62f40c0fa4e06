import type { ListQuery, PostFields } from "../../../shared/types";
import { isDrawnImage } from "../../../shared/page-meta";
import { uniqueSlug } from "../../../shared/slug";
import { RELATED_MAX, SEARCH_MIN_LENGTH, SEARCH_RESULTS_MAX } from "../../../shared/constants";
import { SCHEDULING } from "../../../shared/scheduling";
import { ConflictError, NotFoundError, ValidationError } from "../../lib/errors";
import type { Clock } from "../../lib/clock";
import { newId } from "../../lib/ids";
import type { CommentsRepository } from "../../store/repositories/comments.repository";
import type { PostCardRecord, PostsRepository } from "../../store/repositories/posts.repository";
import type { AuthorRecord, PostRecord } from "../../store/repositories/posts.record";
import type { SaverRecord } from "../../store/repositories/post-revisions.record";
import type { RevisionsService } from "../revisions/revisions.service";
import { categoryOrDefault, deriveContent, normaliseTags, tagKey } from "./post-content";
import type { PostsSearch } from "./posts-search";
import { isVisibleTo, PUBLIC_READER, type Reader } from "./post-visibility";

const FEATURED_MAX = 10;

/** A drawn share image sent back as the picture means "no picture of its own" (see isDrawnImage). */
const ownImage = (image: string | undefined) => (image !== undefined && isDrawnImage(image) ? "" : image);
/** Paths under /api/blog-posts that are not posts; a post may never take one as its slug. */
const RESERVED_SLUGS = new Set(["featured", "search", "tags"]);

/**
 * Whether readers could have reached the post at its current slug: it is public now, or it was
 * last published under this slug. A draft's slug that only followed its title while the author
 * typed was never an address anyone saw, so it neither redirects nor stays reserved.
 */
function slugWasPublic(post: PostRecord): boolean {
  if (post.isPublished) return true;
  if (post.publishedAt === null) return false;
  return (post.lastPublicSlug ?? post.slug) === post.slug;
}

/**
 * When a saved draft goes live on its own. Publishing now clears any schedule (and refuses a
 * future publishAt beside it); leaving publishAt out keeps the one there is (auto-saves never
 * change it); a new time must be in the future, but the time already set is taken back unchanged
 * even if it has just passed.
 */
function scheduleOf(input: PostFields, current: Date | null | undefined, now: Date): Date | null {
  if (input.isPublished) {
    // "Publish now" with a later time is two wishes; taking the first would break an embargo.
    if (input.publishAt && new Date(input.publishAt).getTime() > now.getTime()) {
      const message = SCHEDULING.contradictionMessage;
      throw new ValidationError(message, [{ path: "body.isPublished", message }, { path: "body.publishAt", message }]);
    }
    return null;
  }
  if (input.publishAt === undefined) return current ?? null;
  if (input.publishAt === null) return null;
  const at = new Date(input.publishAt);
  if (current && at.getTime() === current.getTime()) return current;
  if (at.getTime() <= now.getTime()) throw new ValidationError(SCHEDULING.pastTimeMessage, [{ path: "body.publishAt", message: SCHEDULING.pastTimeMessage }]);
  return at;
}

function keptOldSlugs(existing: PostRecord, newSlug: string): string[] {
  // Never-published posts keep none, which also clears slugs saved before this rule.
  if (existing.publishedAt === null) return [];
  const kept = slugWasPublic(existing) ? [...existing.oldSlugs, existing.slug] : existing.oldSlugs;
  return [...new Set(kept)].filter((old) => old !== newSlug);
}

interface Dependencies {
  posts: PostsRepository;
  /** A deleted post takes its comments with it. */
  comments: CommentsRepository;
  search: PostsSearch;
  clock: Clock;
  /** Told after a save that makes a post public for the first time (the newsletter starts there). */
  firstPublished?: (post: PostRecord) => Promise<void>;
  /** Told when a post that was public is deleted or saved unpublished (its newsletter stops there). */
  withdrawn?: (postId: string, reason: "deleted" | "unpublished") => Promise<void>;
  /** Keeps each save as a revision; only suites that test search alone go without. */
  revisions?: Pick<RevisionsService, "recordCreated" | "recordSave" | "deleteForPost">;
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
export const AUTOMATIC_TAGGING: SaverRecord = { id: null, name: "Automatic tagging" };
/** A scheduled post goes live by the server's hand; its history says so. */
export const SCHEDULER: SaverRecord = { id: null, name: "Scheduled publishing" };
const authorOf = (post: PostRecord): SaverRecord => ({ id: post.authorId, name: post.author.name });

export function createPostsService({ posts, comments, search, clock, firstPublished, withdrawn, revisions }: Dependencies) {
  const slugTaken = (candidate: string, exceptId?: string) =>
    RESERVED_SLUGS.has(candidate) ? Promise.resolve(true) : posts.slugTaken(candidate, exceptId);

  /** At start and after the engine changes: the engine builds what its search derives from the posts (MongoDB's word list), if it has not yet. */
  const loadSearchIndex = () => search.load();

  /** Tells the newsletter a scheduled post is out, then marks it told; starting a send twice starts it once. */
  async function announce(post: PostRecord): Promise<void> {
    await firstPublished?.(post);
    await posts.announced(post._id);
  }

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

    /** Up to 3 published posts sharing a tag with this one, most shared tags first, then newest. */
    async related(id: string, reader: Reader = PUBLIC_READER): Promise<PostCardRecord[]> {
      const post = await get(id, reader);
      if (post.tagKeys.length === 0) return [];
      const own = new Set(post.tagKeys);
      const candidates = await posts.listSharingTags(post.tagKeys, post._id);
      return candidates
        .map((candidate, order) => ({ candidate, order, shared: candidate.tagKeys.filter((key) => own.has(key)).length }))
        .sort((a, b) => b.shared - a.shared || a.order - b.order)
        .slice(0, RELATED_MAX)
        .map(({ candidate }) => candidate);
    },

    async create(input: PostFields, options: CreateOptions): Promise<PostRecord> {
      const now = clock.now();
      const tags = normaliseTags(input.tags);
      const slug = await uniqueSlug(input.slug || input.title, (candidate) => slugTaken(candidate));
      const post: PostRecord = {
        _id: newId(),
        slug,
        oldSlugs: [],
        ...(input.isPublished && { lastPublicSlug: slug }),
        title: input.title,
        ...(await deriveContent(input.content, input.excerpt)),
        // Empty means "none": readers then see the post's drawn share card (see the serializer).
        featuredImage: ownImage(input.featuredImage) ?? "",
        tags,
        tagKeys: tags.map(tagKey),
        category: categoryOrDefault(input.category),
        authorId: options.authorId ?? null,
        author: options.author,
        isPublished: input.isPublished,
        isFeatured: input.isFeatured ?? false,
        createdAt: options.createdAt ?? now,
        updatedAt: options.createdAt ?? now,
        publishedAt: input.isPublished ? (options.createdAt ?? now) : null,
        version: 1,
        newsletter: input.newsletter ?? null,
        scheduledAt: scheduleOf(input, null, now),
      };
      await posts.insert(post);
      await revisions?.recordCreated(post, { savedBy: options.savedBy ?? authorOf(post), autosave: input.autosave });
      await search.written(post);
      if (post.isPublished) await firstPublished?.(post);
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
      const now = clock.now();
      const tags = normaliseTags(input.tags);
      const requestedSlug = input.slug?.trim();
      const slug =
        requestedSlug && requestedSlug !== existing.slug
          ? await uniqueSlug(requestedSlug, (candidate) => slugTaken(candidate, id))
          : existing.slug;
      const updated: PostRecord = {
        ...existing,
        slug,
        oldSlugs: slug === existing.slug ? existing.oldSlugs : keptOldSlugs(existing, slug),
        lastPublicSlug: input.isPublished ? slug : existing.lastPublicSlug,
        title: input.title,
        ...(await deriveContent(input.content, input.excerpt)),
        featuredImage: ownImage(input.featuredImage) ?? existing.featuredImage,
        tags,
        tagKeys: tags.map(tagKey),
        category: input.category ?? existing.category,
        isPublished: input.isPublished,
        isFeatured: input.isFeatured ?? existing.isFeatured,
        updatedAt: now,
        publishedAt: input.isPublished ? (existing.publishedAt ?? now) : existing.publishedAt,
        version: existing.version + 1,
        // Settled once the post has been published: a later save never sends it again.
        newsletter: existing.publishedAt ? (existing.newsletter ?? null) : (input.newsletter ?? existing.newsletter ?? null),
        scheduledAt: scheduleOf(input, existing.scheduledAt, now),
      };
      if (!(await posts.replaceIfVersion(updated, existing.version))) {
        throw new ConflictError("This post was changed elsewhere since you opened it");
      }
      await revisions?.recordSave(existing, updated, { savedBy: options.savedBy ?? authorOf(existing), autosave: input.autosave, restoredFrom: options.restoredFrom });
      await search.written(updated);
      if (updated.isPublished && !existing.publishedAt) await firstPublished?.(updated);
      // Every hidden save of a once-public post asks, not only the one that unpublished it: if that
      // one's cancel failed, the author's next save stops the send (a finished one is left as it is).
      if (!updated.isPublished && existing.publishedAt) await withdrawn?.(id, "unpublished");
      return updated;
    },

    /** Adds tags without touching the text; a no-op for tags the post already has. */
    /** `automatic` marks the additions as a bulk tagging run's, so the next run can tell. */
    async addTags(id: string, extra: string[], { automatic = false } = {}): Promise<PostRecord> {
      for (let attempt = 0; ; attempt++) {
        const existing = await posts.findById(id);
        if (!existing) throw new NotFoundError("Post not found");
        const tags = normaliseTags([...existing.tags, ...extra]);
        if (tags.length === existing.tags.length) return existing;
        const version = existing.version + 1;
        const updated: PostRecord = { ...existing, tags, tagKeys: tags.map(tagKey), updatedAt: clock.now(), version, ...(automatic && { autoTaggedVersion: version }) };
        if (await posts.replaceIfVersion(updated, existing.version)) {
          await revisions?.recordSave(existing, updated, { savedBy: automatic ? AUTOMATIC_TAGGING : authorOf(existing) });
          await search.written(updated);
          return updated;
        }
        // The author saved in between; read again and add to their version.
        if (attempt >= 2) throw new ConflictError("The post kept changing; try again");
      }
    },

    /**
     * Publishes the drafts whose scheduled time has come, and finishes what a stopped run began.
     * Each publish is a write on the version read, so two instances (or the author saving at that
     * moment) cannot publish a post twice: the one whose write lands does it, the other skips it.
     */
    async publishDue(): Promise<number> {
      for (const pending of await posts.listAwaitingAnnouncement()) await announce(pending);
      const now = clock.now();
      let published = 0;
      for (const due of await posts.listDueForPublishing(now, SCHEDULING.batch)) {
        const firstTime = !due.publishedAt;
        const updated: PostRecord = {
          ...due,
          isPublished: true,
          lastPublicSlug: due.slug,
          // The post is dated when the author meant it to appear, even if the server was off then.
          publishedAt: due.publishedAt ?? due.scheduledAt ?? now,
          scheduledAt: null,
          updatedAt: now,
          version: due.version + 1,
          announcementPending: firstTime && Boolean(due.newsletter?.send),
        };
        if (!(await posts.replaceIfVersion(updated, due.version))) continue;
        published += 1;
        await revisions?.recordSave(due, updated, { savedBy: SCHEDULER });
        await search.written(updated);
        if (updated.announcementPending) await announce(updated);
      }
      return published;
    },

    async delete(id: string): Promise<void> {
      // Before the post goes: should stopping its newsletter fail, the post is still there to delete again.
      await withdrawn?.(id, "deleted");
      if (!(await posts.delete(id))) throw new NotFoundError("Post not found");
      await comments.deleteForPost(id);
      await revisions?.deleteForPost(id);
    },
  };
}

export type PostsService = ReturnType<typeof createPostsService>;
