import type { Document } from "../types";

/** A fediverse account following the blog; its _id is the account's actor id. */
export interface FediverseFollowerRecord extends Document {
  /** Where its server takes deliveries for it: the shared inbox when it has one, so one server gets one copy. */
  inbox: string;
  /** The host of its actor id: deliveries are limited per server, and the admin groups by it. */
  server: string;
  /** `@name@host` when its WebFinger name is known, else its actor id. */
  handle: string;
  name: string;
  /** Its profile page, for the admin's list. */
  url: string;
  /** The Follow it sent, which the Accept names. */
  followId: string;
  followedAt: Date;
}
