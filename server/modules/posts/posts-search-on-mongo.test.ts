import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MongoClient } from "mongodb";
import type { PostFields } from "../../../shared/types";
import { systemClock } from "../../lib/clock";
import { createLogger } from "../../lib/logger";
import { createPostsSearch } from "./posts-search";
import { postSearchOn } from "./post-search-on-engine";
import { createPostsService, type PostsService } from "./posts.service";
import { createPostSaver } from "./post-saver";
import { createNewsletterSendsService } from "../newsletter/newsletter-sends.service";
import { createRevisionsService } from "../revisions/revisions.service";
import { dropMongoDatabase } from "../../test/drop-mongo-database";
import { ensureIndexes } from "../../store/indexes";
import { createRepositories } from "../../store/repositories";
import { MongoStore } from "../../store/mongo/mongo-store";

const AUTHOR = { author: { name: "Test author", avatar: "", bio: "" } };
const published = (fields: Pick<PostFields, "title" | "content" | "tags">): PostFields => ({ excerpt: "", isPublished: true, ...fields });

// No MongoDB server can run on our build machines; with MONGODB_URI set (npm run test:mongo) this runs.
describe.runIf(Boolean(process.env.MONGODB_URI))("search on MongoDB", () => {
  const uri = process.env.MONGODB_URI!;
  const dbName = `furrow_search_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  let first: MongoStore;
  let second: MongoStore;
  let posts: PostsService;
  const ids: Record<"titled" | "mentioned" | "moisture" | "carbon", string> = { titled: "", mentioned: "", moisture: "", carbon: "" };
  /** As a reader on the other instance would be answered. */
  const search = async (query: string, store = second, limit = 20) => (await postSearchOn(store))!.search(query, limit);

  beforeAll(async () => {
    first = await MongoStore.open(uri, dbName);
    await ensureIndexes(first);
    const repositories = createRepositories(first);
    const logger = createLogger("silent");
    const postsSearch = createPostsSearch({ store: first, logger });
    const revisions = createRevisionsService({ revisions: repositories.postRevisions, posts: repositories.posts });
    const newsletter = createNewsletterSendsService({
      sends: repositories.newsletterSends,
      links: repositories.newsletterLinks,
      subscribers: repositories.subscribers,
      posts: repositories.posts,
      mailQueue: repositories.mailQueue,
      clock: systemClock,
      logger,
      publicUrl: "https://furrow.test",
      mailQueued: () => {},
    });
    const saver = createPostSaver({ posts: repositories.posts, revisions, search: postsSearch, newsletter });
    posts = createPostsService({
      posts: repositories.posts,
      comments: repositories.comments,
      search: postsSearch,
      clock: systemClock,
      saver,
      newsletter,
      revisions,
    });
    // A second instance on the same database, as a second machine would be.
    second = await MongoStore.open(uri, dbName);
    const write = async (fields: Pick<PostFields, "title" | "content" | "tags">) => (await posts.create(published(fields), AUTHOR))._id;
    ids.titled = await write({
      title: "Agrivoltaics over tomato greenhouses",
      content: "Shade from the panels changes how tomatoes ripen.",
      tags: ["Solar"],
    });
    ids.mentioned = await write({
      title: "Irrigation scheduling",
      content: "Drip lines can run under agrivoltaics arrays to save water.",
      tags: ["Water"],
    });
    ids.moisture = await write({
      title: "Soil moisture probes compared",
      content: "Capacitance probes read the soil moisture at depth.",
      tags: ["Sensors"],
    });
    ids.carbon = await write({ title: "Soil carbon", content: "Cover crops build carbon over a decade.", tags: ["Soil"] });
  });

  afterAll(async () => {
    await second?.close();
    await first?.close();
    await dropMongoDatabase(uri, dbName);
  });

  it("finds a post written through another instance at once, by its words and by a typo", async () => {
    const post = await posts.create(
      published({ title: "Hyperspectral lettuce tipburn detection", content: "Tipburn shows in glasshouse lettuce.", tags: ["Imaging"] }),
      AUTHOR,
    );
    expect(await search("tipburn")).toEqual([post._id]);
    expect(await search("tipbrun")).toEqual([post._id]);
    expect(await search("glasshouse lettuce")).toEqual([post._id]);
  });

  it("ranks a post with the word in its title over one with it in the body", async () => {
    expect(await search("agrivoltaics")).toEqual([ids.titled, ids.mentioned]);
  });

  it("forgives one typo anywhere in a word: a wrong, missing, extra or swapped letter", async () => {
    for (const typo of ["agrivoltaixs", "agrivoltics", "agrivoltaicss", "agrivolatics", "sgrivoltaics"]) {
      expect((await search(typo))[0], typo).toBe(ids.titled);
    }
  });

  it("finds a word by its start while it is being typed", async () => {
    expect((await search("agrivol"))[0]).toBe(ids.titled);
    expect(await search("tomato greenh")).toEqual([ids.titled]);
  });

  it("needs every word when some post has them all, and any word otherwise", async () => {
    expect(await search("soil moisture")).toEqual([ids.moisture]);
    expect(await search("moisture zzzqqq")).toEqual(await search("moisture"));
    expect(await search("carbon zzzqqq")).toEqual([ids.carbon]);
  });

  it("forgets a post once it is unpublished", async () => {
    const post = await posts.create(published({ title: "Biochar kilns", content: "Pyrolysis at the farm gate.", tags: [] }), AUTHOR);
    expect(await search("pyrolysis")).toEqual([post._id]);
    await posts.update(post._id, {
      ...published({ title: "Biochar kilns", content: "Pyrolysis at the farm gate.", tags: [] }),
      isPublished: false,
      baseVersion: post.version,
    });
    expect(await search("pyrolysis")).toEqual([]);
    expect(await search("biochar")).toEqual([]);
  });

  it("answers any text without an error, and nothing for a query without words", async () => {
    expect(await search("(+*?[")).toEqual([]);
    expect(await search("soil?* (carbon)")).toEqual([ids.carbon]);
    expect(await search("agrivoltaics\\")).toContain(ids.titled);
    expect(await search("soil", second, 0)).toEqual([]);
  });

  it("fills an empty word list from the published posts when search starts on a store", async () => {
    const client = await MongoClient.connect(uri);
    const words = client.db(dbName).collection<{ _id: string }>("searchWords");
    try {
      await words.deleteMany({});
      expect(await search("agrivoltaixs")).toEqual([]);
      const third = await MongoStore.open(uri, dbName);
      try {
        expect((await search("agrivoltaixs", third))[0]).toBe(ids.titled);
        expect(await words.findOne({ _id: "agrivoltaics" })).not.toBeNull();
        // The unpublished post's words stay out of the list.
        expect(await words.findOne({ _id: "pyrolysis" })).toBeNull();
      } finally {
        await third.close();
      }
    } finally {
      await client.close();
    }
  });
});
