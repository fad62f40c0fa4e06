import type { Document } from "../types";

/** A post the blog published and then deleted, by its id: its Article's address answers 410 Gone from then on. */
export interface FediverseTombstoneRecord extends Document {
  slug: string;
  deletedAt: Date;
}
