import { escapeRegex } from "../../lib/escape-regex";
import type { DocumentCollection, DocumentStore, Filter, Projected, Projection } from "../types";
import type { PostRecord } from "./posts.record";

/** Fields a list never needs: lists carry card fields only. */
const CARD_PROJECTION = { markdown: 0, html: 0, plainText: 0 } as const;
/** The admin's list: every post by when it was written, drafts among them. */
const NEWEST_FIRST = { createdAt: -1, _id: -1 } as const;
/** Readers' lists: by when each post went public, so a draft published or a post scheduled today comes first. */
const LATEST_PUBLISHED_FIRST = { publishedAt: -1, _id: -1 } as const;

/**
 * Articles only: pages stay out of every list, feed and send. A post has no `kind` at all (only a
 * page stores one), so this is a type check the indexes that hold `kind` answer without the document.
 */
const ARTICLES: Filter = { kind: { $exists: false } };
const PAGES: Filter = { kind: "page" };

export type PostCardRecord = Omit<PostRecord, "markdown" | "html" | "plainText">;

export interface PublishedListQuery {
  limit: number;
  offset: number;
  tagKey?: string;
  /** Matches title, excerpt or any tag, case-insensitively. */
  contains?: string;
}

export function createPostsRepository(store: DocumentStore) {
  const posts = (): DocumentCollection<PostRecord> => store.collection<PostRecord>("posts");
  const published = (tagKey?: string, contains?: string): Filter => {
    const filter: Filter = { isPublished: true, ...ARTICLES };
    if (tagKey) filter.tagKeys = tagKey;
    if (contains) {
      const pattern = new RegExp(escapeRegex(contains), "i");
      filter.$or = [{ title: { $regex: pattern } }, { excerpt: { $regex: pattern } }, { tags: { $regex: pattern } }];
    }
    return filter;
  };

  return {
    async listPublished({ limit, offset, tagKey, contains }: PublishedListQuery): Promise<{ items: PostCardRecord[]; total: number }> {
      const filter = published(tagKey, contains);
      const [items, total] = await Promise.all([
        posts().find(filter, { sort: LATEST_PUBLISHED_FIRST, skip: offset, limit, projection: CARD_PROJECTION }),
        posts().countDocuments(filter),
      ]);
      return { items, total };
    },

    listFeatured(limit: number): Promise<PostCardRecord[]> {
      return posts().find(
        { isPublished: true, isFeatured: true, ...ARTICLES },
        { sort: LATEST_PUBLISHED_FIRST, limit, projection: CARD_PROJECTION },
      );
    },

    /** The newest `limit` published posts sharing any of the given tags, for the related block. */
    listSharingTags(tagKeys: string[], excludeId: string, limit: number): Promise<PostCardRecord[]> {
      return posts().find(
        { isPublished: true, ...ARTICLES, tagKeys: { $in: tagKeys }, _id: { $ne: excludeId } },
        { sort: LATEST_PUBLISHED_FIRST, limit, projection: CARD_PROJECTION },
      );
    },

    /** Every published post's tags, and nothing else: enough to count them. */
    listPublishedTags(): Promise<Pick<PostRecord, "_id" | "tags">[]> {
      return posts().find({ isPublished: true, ...ARTICLES }, { projection: { tags: 1 } });
    },

    listCardsByIds(ids: string[]): Promise<PostCardRecord[]> {
      return posts().find({ _id: { $in: ids } }, { projection: CARD_PROJECTION });
    },

    /** Published posts (not pages) with only the fields asked for, the most recently published first; `limit`: the newest only. */
    listPublishedFields<P extends Projection>(projection: P, limit?: number): Promise<Projected<PostRecord, P>[]> {
      return posts().find(
        { isPublished: true, ...ARTICLES },
        { sort: LATEST_PUBLISHED_FIRST, projection, ...(limit === undefined ? {} : { limit }) },
      );
    },

    /** Published pages with only the fields asked for, by title: the sitemap and llms.txt list them. */
    listPublishedPagesFields<P extends Projection>(projection: P): Promise<Projected<PostRecord, P>[]> {
      return posts().find({ isPublished: true, ...PAGES }, { sort: { title: 1, _id: 1 }, projection });
    },

    /** A page by its current or an earlier slug (never a post's); the reader's right to see it is the caller's to check. */
    async findPage(slug: string): Promise<PostRecord | null> {
      return (await posts().findOne({ slug, ...PAGES })) ?? (await posts().findOne({ oldSlugs: slug, ...PAGES }));
    },

    /** Every post, drafts included, newest first: cards, or what `projection` names (and the type says so). */
    listAll<P extends Projection = typeof CARD_PROJECTION>(
      projection: P = CARD_PROJECTION as Projection as P,
    ): Promise<Projected<PostRecord, P>[]> {
      return posts().find({}, { sort: NEWEST_FIRST, projection });
    },

    /** Titles and publication state of the posts at these current slugs: analytics name their pages with them. */
    titlesBySlug(slugs: string[]): Promise<Pick<PostRecord, "_id" | "slug" | "title" | "isPublished">[]> {
      return posts().find({ slug: { $in: slugs } }, { projection: { slug: 1, title: 1, isPublished: 1 } });
    },

    /** By current slug, then by id, then by a slug the post had before. */
    async findBySlugOrId(slugOrId: string): Promise<PostRecord | null> {
      return (
        (await posts().findOne({ slug: slugOrId })) ??
        (await posts().findOne({ _id: slugOrId })) ??
        (await posts().findOne({ oldSlugs: slugOrId }))
      );
    },

    /** Published posts by id with only the fields asked for, in no particular order. */
    listPublishedByIds<P extends Projection>(ids: string[], projection: P): Promise<Projected<PostRecord, P>[]> {
      return posts().find({ _id: { $in: ids }, isPublished: true, ...ARTICLES }, { projection });
    },

    findFieldsById<P extends Projection>(id: string, projection: P): Promise<Projected<PostRecord, P> | null> {
      return posts().findOne({ _id: id }, { projection });
    },

    findById(id: string): Promise<PostRecord | null> {
      return posts().findOne({ _id: id });
    },

    async slugTaken(slug: string, exceptId?: string): Promise<boolean> {
      const filter: Filter = { $or: [{ slug }, { oldSlugs: slug }] };
      if (exceptId) filter._id = { $ne: exceptId };
      return (await posts().countDocuments(filter)) > 0;
    },

    /** The post an earlier import made of this item, found through the importedFrom index. */
    findImported(source: string, originalId: string): Promise<PostRecord | null> {
      return posts().findOne({ "importedFrom.source": source, "importedFrom.originalId": originalId });
    },

    /** The next `limit` posts imported from `source` after `afterId`, by id: the links step goes through them in batches. */
    listImportedAfter(source: string, afterId: string, limit: number): Promise<PostRecord[]> {
      return posts().find({ "importedFrom.source": source, _id: { $gt: afterId } }, { sort: { _id: 1 }, limit });
    },

    /** Likewise, only what says where each one was and is: the links step's map of old addresses. */
    listImportedAddressesAfter(
      source: string,
      afterId: string,
      limit: number,
    ): Promise<Pick<PostRecord, "_id" | "slug" | "kind" | "oldPaths" | "importedFrom">[]> {
      return posts().find(
        { "importedFrom.source": source, _id: { $gt: afterId } },
        { sort: { _id: 1 }, limit, projection: { slug: 1, kind: 1, oldPaths: 1, importedFrom: 1 } },
      );
    },

    /** Published posts an import brought, newest first: they reach the fediverse only when the author sends them. */
    listImportedPublished(limit: number): Promise<Pick<PostRecord, "_id" | "slug" | "title" | "publishedAt">[]> {
      return posts().find(
        { "importedFrom.source": { $exists: true }, isPublished: true, ...ARTICLES },
        { sort: { publishedAt: -1 }, limit, projection: { slug: 1, title: 1, publishedAt: 1 } },
      );
    },

    /** Every post's tags, drafts too: an import spells a tag the way the blog already does. */
    listAllTags(): Promise<Pick<PostRecord, "_id" | "tags">[]> {
      return posts().find({}, { projection: { tags: 1 } });
    },

    /** Every slug in use, current and old: an import of thousands of posts checks its slugs against these in memory. */
    listSlugs(): Promise<Pick<PostRecord, "_id" | "slug" | "oldSlugs">[]> {
      return posts().find({}, { projection: { slug: 1, oldSlugs: 1 } });
    },

    insert(post: PostRecord): Promise<void> {
      return posts().insertOne(post);
    },

    /**
     * New posts in one write (one transaction on SQLite): answers the ids stored. One refused by a
     * unique key (its slug taken meanwhile) is missing from the answer; the others are stored.
     */
    async insertMany(records: PostRecord[]): Promise<Set<string>> {
      const ids = records.map((post) => post._id);
      if (ids.length === 0) return new Set();
      const result = await posts().bulkWrite(records.map((document) => ({ insertOne: { document } })));
      if (result.duplicateCount === 0) return new Set(ids);
      return new Set((await posts().find({ _id: { $in: ids } }, { projection: { _id: 1 } })).map((post) => post._id));
    },

    /** Replaces the post's fields only if it is still at `expectedVersion`; false means someone saved first. */
    async replaceIfVersion(post: PostRecord, expectedVersion: number): Promise<boolean> {
      const { _id, ...fields } = post;
      const result = await posts().updateOne({ _id, version: expectedVersion }, { $set: fields });
      return result.matchedCount === 1;
    },

    /** Drafts whose scheduled time has come, earliest first: the scheduler publishes them. */
    listDueForPublishing(now: Date, limit: number): Promise<PostRecord[]> {
      return posts().find({ isPublished: false, scheduledAt: { $lte: now } }, { sort: { scheduledAt: 1, _id: 1 }, limit });
    },

    /** Posts the scheduler published whose newsletter it has not yet been told to start (it stopped in between). */
    listAwaitingAnnouncement(): Promise<PostRecord[]> {
      return posts().find({ announcementPending: true });
    },

    /** Bookkeeping only: the post's content and version stay, so an editor open on it is not put in conflict. */
    async announced(id: string): Promise<void> {
      await posts().updateOne({ _id: id }, { $set: { announcementPending: false } });
    },

    async delete(id: string): Promise<boolean> {
      return (await posts().deleteOne({ _id: id })) === 1;
    },

    /** Hands the matching posts to an owner; returns how many changed hands. */
    async assignOwner(filter: Filter, authorId: string, author: PostRecord["author"]): Promise<number> {
      return (await posts().updateMany(filter, { $set: { authorId, author } })).matchedCount;
    },

    /** A series' parts, drafts too, by position: what its pages and the admin show of each. */
    listInSeries(seriesId: string): Promise<Pick<PostRecord, "_id" | "slug" | "title" | "isPublished" | "series" | "publishedAt">[]> {
      return posts().find(
        { "series.id": seriesId },
        { sort: { "series.position": 1, _id: 1 }, projection: { slug: 1, title: 1, isPublished: 1, series: 1, publishedAt: 1 } },
      );
    },

    /** Published parts of a series as cards, by position: the series page and its feed. */
    listPublishedInSeries<P extends Projection = typeof CARD_PROJECTION>(
      seriesId: string,
      projection: P = CARD_PROJECTION as Projection as P,
    ): Promise<Projected<PostRecord, P>[]> {
      return posts().find({ "series.id": seriesId, isPublished: true }, { sort: { "series.position": 1, _id: 1 }, projection });
    },

    /** The post at this place of the series, if any: a place is one post's. */
    findAtSeriesPosition(seriesId: string, position: number): Promise<Pick<PostRecord, "_id" | "title"> | null> {
      return posts().findOne({ "series.id": seriesId, "series.position": position }, { projection: { title: 1 } });
    },

    /** Membership is not the post's content: its version stays, so an editor open on it is not put in conflict. */
    async setSeries(id: string, series: PostRecord["series"]): Promise<boolean> {
      return (await posts().updateOne({ _id: id }, { $set: { series } })).matchedCount === 1;
    },

    /** A deleted series lets its posts go. */
    async leaveSeries(seriesId: string): Promise<void> {
      await posts().updateMany({ "series.id": seriesId }, { $set: { series: null } });
    },

    count(filter: Filter = {}): Promise<number> {
      return posts().countDocuments(filter);
    },

    /** As `count`, of the posts alone, not the pages: what the lists and feeds those counts describe hold. */
    countArticles(filter: Filter = {}): Promise<number> {
      return posts().countDocuments({ ...filter, ...ARTICLES });
    },
  };
}

export type PostsRepository = ReturnType<typeof createPostsRepository>;
