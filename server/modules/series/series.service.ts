import type * as z from "zod";
import type { PostSeriesNav, PublicSeries, Series } from "../../../shared/types";
import { toPostCard } from "../posts";
import type { postSeriesInputSchema, seriesInputSchema } from "../../../shared/schemas";
import { uniqueSlug } from "../../../shared/slug";
import { ConflictError, NotFoundError, ValidationError } from "../../lib/errors";
import { newId } from "../../lib/ids";
import { DuplicateKeyError } from "../../store/types";
import type { Clock } from "../../lib/clock";
import type { PostsRepository } from "../../store/repositories/posts.repository";
import type { PostRecord } from "../../store/repositories/posts.record";
import type { SeriesRepository } from "../../store/repositories/series.repository";
import type { SeriesRecord } from "../../store/repositories/series.record";

type SeriesFields = z.output<typeof seriesInputSchema>;
type PostSeriesFields = z.output<typeof postSeriesInputSchema>;

interface Dependencies {
  series: SeriesRepository;
  posts: PostsRepository;
  clock: Clock;
}

export function createSeriesService({ series, posts, clock }: Dependencies) {
  const slugFor = (base: string, exceptId?: string) => uniqueSlug(base, (candidate) => series.slugTaken(candidate, exceptId));

  async function withParts(record: SeriesRecord): Promise<Series> {
    const parts = await posts.listInSeries(record._id);
    return {
      id: record._id,
      slug: record.slug,
      title: record.title,
      description: record.description,
      createdAt: record.createdAt.toISOString(),
      parts: parts.map((post) => ({
        postId: post._id,
        slug: post.slug,
        title: post.title,
        position: post.series!.position,
        isPublished: post.isPublished,
      })),
    };
  }

  async function existing(id: string): Promise<SeriesRecord> {
    const found = await series.findById(id);
    if (!found) throw new NotFoundError("Series not found");
    return found;
  }

  return {
    async list(): Promise<Series[]> {
      return Promise.all((await series.listAll()).map(withParts));
    },

    async create(input: SeriesFields): Promise<Series> {
      const record: SeriesRecord = {
        _id: newId(),
        slug: await slugFor(input.slug || input.title),
        title: input.title,
        description: input.description,
        createdAt: clock.now(),
      };
      await series.insert(record);
      return withParts(record);
    },

    async update(id: string, input: SeriesFields): Promise<Series> {
      const found = await existing(id);
      const requested = input.slug?.trim();
      const slug = requested && requested !== found.slug ? await slugFor(requested, id) : found.slug;
      const changed = { slug, title: input.title, description: input.description };
      await series.update(id, changed);
      return withParts({ ...found, ...changed });
    },

    async delete(id: string): Promise<void> {
      await existing(id);
      // The posts first: should the series' delete fail, it is still there to delete again.
      await posts.leaveSeries(id);
      await series.delete(id);
    },

    /** Puts a post at a place of a series, or takes it out; a place another post holds is a 409 naming that post. */
    async place(postId: string, input: PostSeriesFields): Promise<PostRecord["series"]> {
      const post = await posts.findFieldsById(postId, { _id: 1, kind: 1 });
      if (!post) throw new NotFoundError("Post not found");
      if (post.kind === "page" && input.seriesId !== null) throw new ValidationError("A page cannot be part of a series");
      if (input.seriesId === null) {
        await posts.setSeries(postId, null);
        return null;
      }
      const target = await existing(input.seriesId);
      const position = input.position!;
      const refuse = async () => {
        const holder = await posts.findAtSeriesPosition(target._id, position);
        if (holder && holder._id !== postId) throw new ConflictError(`Part ${position} of ${target.title} is already '${holder.title}'`);
      };
      await refuse();
      const membership = { id: target._id, position };
      try {
        await posts.setSeries(postId, membership);
      } catch (error) {
        // Another request took the place between the check and the write: the index refused this one.
        if (!(error instanceof DuplicateKeyError)) throw error;
        await refuse();
        // Its holder moved on since: still a clash to try again, never a 500.
        throw new ConflictError(`Part ${position} of ${target.title} was just taken; try again`);
      }
      return membership;
    },

    /** The series as its page and feed show it, published parts in order; null for a slug that names none. */
    async publicSeries(slug: string): Promise<PublicSeries | null> {
      const found = await series.findBySlug(slug);
      if (!found) return null;
      const parts = await posts.listPublishedInSeries(found._id);
      return { slug: found.slug, title: found.title, description: found.description, parts: parts.map(toPostCard) };
    },

    /** What a published article shows of its series; undefined for a draft or a post in none. */
    async navFor(post: Pick<PostRecord, "_id" | "isPublished" | "series">): Promise<PostSeriesNav | undefined> {
      if (!post.series || !post.isPublished) return undefined;
      const found = await series.findById(post.series.id);
      if (!found) return undefined;
      const published = (await posts.listInSeries(found._id)).filter((part) => part.isPublished);
      const index = published.findIndex((part) => part._id === post._id);
      return {
        slug: found.slug,
        title: found.title,
        part: index + 1,
        total: published.length,
        parts: published.map((part) => ({ slug: part.slug, title: part.title, current: part._id === post._id })),
      };
    },
  };
}

export type SeriesService = ReturnType<typeof createSeriesService>;
