/** What other modules may use of this one; the rest of the folder is its own. */
export * from "./post-content";
export * from "./post-record";
export * from "./post-saver";
export * from "./post-search-on-engine";
export * from "./post-visibility";
export * from "./posts.serializer";
export * from "./posts.service";
