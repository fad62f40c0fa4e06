import type { Document } from "../types";

/** One like or boost of a post by one fediverse account; its _id is the activity's id, so an Undo finds it. */
export interface FediverseReactionRecord extends Document {
  kind: "like" | "share";
  postId: string;
  actorId: string;
  at: Date;
}
