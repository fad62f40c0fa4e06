import type { DocumentStore } from "../types";
import type { Migration } from "./migration";

/** Indexes the analytics' period records had, which every beacon would still write into. */
export const analyticsUnusedIndexes: Migration = {
  name: "the analytics' day and month indexes go",
  async up(store: DocumentStore) {
    await store.collection("analyticsDaily").dropIndex({ day: 1 });
    await store.collection("analyticsDaily").dropIndex({ month: 1 });
  },
};
