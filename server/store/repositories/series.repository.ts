import type { DocumentStore } from "../types";
import type { SeriesRecord } from "./series.record";

export function createSeriesRepository(store: DocumentStore) {
  const series = () => store.collection<SeriesRecord>("series");
  return {
    insert(record: SeriesRecord): Promise<void> {
      return series().insertOne(record);
    },
    async update(id: string, fields: Partial<Omit<SeriesRecord, "_id">>): Promise<boolean> {
      return (await series().updateOne({ _id: id }, { $set: fields })).matchedCount === 1;
    },
    async delete(id: string): Promise<boolean> {
      return (await series().deleteOne({ _id: id })) === 1;
    },
    findById(id: string): Promise<SeriesRecord | null> {
      return series().findOne({ _id: id });
    },
    findBySlug(slug: string): Promise<SeriesRecord | null> {
      return series().findOne({ slug });
    },
    listAll(): Promise<SeriesRecord[]> {
      return series().find({}, { sort: { title: 1, _id: 1 } });
    },
    async slugTaken(slug: string, exceptId?: string): Promise<boolean> {
      return (await series().countDocuments(exceptId ? { slug, _id: { $ne: exceptId } } : { slug })) > 0;
    },
  };
}

export type SeriesRepository = ReturnType<typeof createSeriesRepository>;
