import { SITE_NAME } from "../../../shared/constants";
import type { Clock } from "../../lib/clock";
import type { PostsRepository } from "../../store/repositories/posts.repository";
import type { FediverseFollowersRepository } from "../../store/repositories/fediverse-followers.repository";
import type { FediverseReactionsRepository } from "../../store/repositories/fediverse-reactions.repository";
import type { FediverseTombstonesRepository } from "../../store/repositories/fediverse-tombstones.repository";
import type { CommentsRepository } from "../../store/repositories/comments.repository";
import type { ProfileService } from "../profile";
import type { ActorKeyPair } from "./actor-keys";
import { actorDocument } from "./actor-document";
import { articleObject, tombstone, type FederatedPost } from "./article-object";
import { COLLECTION_PAGE_SIZE, orderedCollection, orderedCollectionPage } from "./collections";
import type { FediverseIdentity } from "./identity";
import { ACTIVITY_CONTEXT, PUBLIC_AUDIENCE } from "./activity-streams";

const ARTICLE_FIELDS = {
  slug: 1,
  title: 1,
  html: 1,
  excerpt: 1,
  featuredImage: 1,
  tags: 1,
  publishedAt: 1,
  updatedAt: 1,
  createdAt: 1,
  isPublished: 1,
  isFeatured: 1,
} as const;

/** The most featured posts the actor's `featured` collection lists (Mastodon shows a few pinned posts). */
const FEATURED_MAX = 5;

/** The replies an article's `replies` collection lists: Mastodon reads the first of them to show a thread. */
const REPLIES_LISTED = 100;

export type ArticleCollection = "replies" | "likes" | "shares";

export type ArticleAnswer = { kind: "article"; document: object } | { kind: "gone"; document: object } | { kind: "missing" };

export interface FediverseDocumentsOptions {
  identity: FediverseIdentity;
  keys: () => Promise<ActorKeyPair>;
  posts: PostsRepository;
  followers: FediverseFollowersRepository;
  reactions: FediverseReactionsRepository;
  tombstones: FediverseTombstonesRepository;
  /** The approved comments under a post are its replies' count; those that came from the fediverse are listed. */
  comments: Pick<CommentsRepository, "count" | "approvedFediverseNoteIds">;
  profile: ProfileService;
  clock: Clock;
}

/** Everything the blog publishes as Activity Streams documents: the actor, its collections, its articles. */
export function createFediverseDocuments({
  identity,
  keys,
  posts,
  followers,
  reactions,
  tombstones,
  comments,
  profile,
}: FediverseDocumentsOptions) {
  const article = async (post: FederatedPost, withContext = true) => {
    const [counts, replies] = await Promise.all([reactions.counts(post._id), comments.count({ postId: post._id, isApproved: true })]);
    return articleObject(identity, post, { ...counts, replies }, withContext);
  };

  /** A Create of the article as the outbox lists it, dated when the post was published. */
  const created = async (post: FederatedPost) => ({
    id: identity.activityId("create", post._id),
    type: "Create",
    actor: identity.actorId,
    published: (post.publishedAt ?? post.createdAt).toISOString(),
    to: [PUBLIC_AUDIENCE],
    cc: [identity.followers],
    object: await article(post, false),
  });

  /** What a post's address answers: `present` of it while it is published, its Tombstone once it is not, else nothing. */
  const answerFor = async <P extends { _id: string; isPublished: boolean }>(
    post: P | null,
    deleted: () => Promise<{ _id: string; deletedAt: Date } | null>,
    present: (post: P) => Promise<object>,
  ): Promise<ArticleAnswer> => {
    if (!post) {
      const gone = await deleted();
      return gone ? { kind: "gone", document: tombstone(identity, gone._id, gone.deletedAt) } : { kind: "missing" };
    }
    if (!post.isPublished) return { kind: "gone", document: tombstone(identity, post._id, null) };
    return { kind: "article", document: await present(post) };
  };

  async function collection(postId: string, which: ArticleCollection): Promise<object> {
    const base = { "@context": ACTIVITY_CONTEXT, id: `${identity.articleId(postId)}/${which}`, type: "Collection" };
    if (which !== "replies") {
      const counts = await reactions.counts(postId);
      return { ...base, totalItems: which === "likes" ? counts.likes : counts.shares };
    }
    const [totalItems, items] = await Promise.all([
      comments.count({ postId, isApproved: true }),
      comments.approvedFediverseNoteIds(postId, REPLIES_LISTED),
    ]);
    return { ...base, totalItems, items };
  }

  return {
    identity,
    article,
    created,

    async actor() {
      const [{ publicKeyPem }, profileNow, oldest] = await Promise.all([
        keys(),
        profile.get(),
        posts.listPublishedFields({ publishedAt: 1, createdAt: 1 }),
      ]);
      const since = oldest.at(-1)?.publishedAt ?? oldest.at(-1)?.createdAt ?? new Date(0);
      return actorDocument(identity, {
        profile: profileNow,
        publicKeyPem,
        since,
        alsoKnownAs: profileNow.fediverseAlsoKnownAs ?? [],
        siteName: SITE_NAME,
      });
    },

    async outbox(page: number | null) {
      const total = await posts.countArticles({ isPublished: true });
      if (page === null) return orderedCollection(identity.outbox, total);
      const { items } = await posts.listPublished({ limit: COLLECTION_PAGE_SIZE, offset: (page - 1) * COLLECTION_PAGE_SIZE });
      const full = await posts.listPublishedByIds(
        items.map((item) => item._id),
        ARTICLE_FIELDS,
      );
      const byId = new Map(full.map((post) => [post._id, post]));
      const activities = [];
      for (const item of items) {
        const post = byId.get(item._id);
        if (post) activities.push(await created(post));
      }
      return orderedCollectionPage(identity.outbox, page, total, activities);
    },

    async followers(page: number | null) {
      const total = await followers.count();
      if (page === null) return orderedCollection(identity.followers, total);
      const listed = await followers.page((page - 1) * COLLECTION_PAGE_SIZE, COLLECTION_PAGE_SIZE);
      return orderedCollectionPage(
        identity.followers,
        page,
        total,
        listed.map((follower) => follower._id),
      );
    },

    following() {
      return { "@context": ACTIVITY_CONTEXT, id: identity.following, type: "OrderedCollection", totalItems: 0, orderedItems: [] };
    },

    async featured() {
      const cards = await posts.listFeatured(FEATURED_MAX);
      const full = await posts.listPublishedByIds(
        cards.map((card) => card._id),
        ARTICLE_FIELDS,
      );
      const byId = new Map(full.map((post) => [post._id, post]));
      const items = [];
      for (const card of cards) {
        const post = byId.get(card._id);
        if (post) items.push(await article(post, false));
      }
      return {
        "@context": ACTIVITY_CONTEXT,
        id: identity.featured,
        type: "OrderedCollection",
        totalItems: items.length,
        orderedItems: items,
      };
    },

    /** The article at its stable id; a post that is no longer published is a Tombstone. */
    async articleById(postId: string): Promise<ArticleAnswer> {
      return answerFor(await posts.findFieldsById(postId, ARTICLE_FIELDS), () => tombstones.find(postId), article);
    },

    /**
     * An article's replies, likes or shares, at the ids its document gives them: the counts it states,
     * and for replies the notes that came from the fediverse (a comment from the blog's form has no
     * ActivityPub id, so it is counted, not listed). A post no longer published answers as its article does.
     */
    async articleCollection(postId: string, which: ArticleCollection): Promise<ArticleAnswer> {
      return answerFor(
        await posts.findFieldsById(postId, { isPublished: 1 }),
        () => tombstones.find(postId),
        () => collection(postId, which),
      );
    },

    /** The article a page address names (its slug, or one it had), for a server that was given the page's link. */
    async articleBySlug(slug: string): Promise<ArticleAnswer> {
      return answerFor(await posts.findBySlugOrId(slug), () => tombstones.findBySlug(slug), article);
    },
  };
}

export type FediverseDocuments = ReturnType<typeof createFediverseDocuments>;
