/** What other modules may use of this one; the rest of the folder is its own. */
export * from "./comments.serializer";
export * from "./comments.service";
