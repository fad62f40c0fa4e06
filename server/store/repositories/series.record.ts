import type { Document } from "../types";

/** A run of posts read in order; each post names its series and position (PostRecord.series). */
export interface SeriesRecord extends Document {
  slug: string;
  title: string;
  description: string;
  createdAt: Date;
}

/** A post's place in a series. */
export interface SeriesMembershipRecord {
  id: string;
  position: number;
}
