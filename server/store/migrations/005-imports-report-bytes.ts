import { emptyCounts } from "../repositories/imports.repository";
import type { DocumentStore } from "../types";
import type { Migration } from "./migration";

/**
 * An import stopped part-way before its report's length was recorded cannot cut the report back
 * to its cursor: it starts writing again from the first item, with a fresh report (items already
 * written are found there and counted unchanged). Every other job gets the length it will never use.
 */
export const importsReportBytes: Migration = {
  name: "imports record their report's length",
  async up(store: DocumentStore) {
    const jobs = store.collection("imports");
    await jobs.updateMany(
      { reportBytes: { $exists: false }, status: "importing", cursor: { $gt: 0 } },
      { $set: { cursor: 0, "progress.done": 0, counts: emptyCounts(), report: [], reportBytes: 0 } },
    );
    await jobs.updateMany({ reportBytes: { $exists: false } }, { $set: { reportBytes: 0 } });
  },
};
