import type { DatabasePostSearch } from "../../store/search/database-post-search";
import type { MongoStore } from "../../store/mongo/mongo-store";
import { attachPostSearch } from "../../store/sqlite/post-search";
import { SqliteStore } from "../../store/sqlite/sqlite-store";
import type { DocumentStore } from "../../store/types";

const attached = new WeakMap<DocumentStore, Promise<DatabasePostSearch | undefined>>();

/**
 * The posts' search on an engine, in the engine's own index (SQLite's FTS5 kept in step through
 * a hook on the posts' writes, MongoDB's text index), set up once per engine on first call. On
 * SQLite it is set up before the call returns, so writes made after it keep the word list whole.
 */
export function postSearchOn(engine: DocumentStore): Promise<DatabasePostSearch | undefined> {
  let search = attached.get(engine);
  if (!search) {
    search = setUp(engine);
    attached.set(engine, search);
  }
  return search;
}

function setUp(engine: DocumentStore): Promise<DatabasePostSearch | undefined> {
  if (engine instanceof SqliteStore) return Promise.resolve(attachPostSearch(engine));
  if (engine.kind === "mongodb") {
    // The driver loads only when someone uses a MongoDB.
    return import("../../store/mongo/mongo-post-search").then(({ MongoPostSearch }) =>
      MongoPostSearch.open((engine as MongoStore).database),
    );
  }
  return Promise.resolve(undefined);
}
