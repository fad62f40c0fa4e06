import type { Document } from "../types";

/**
 * One link of one newsletter's mail, as its readers follow it through the site (`/l/{_id}`): the
 * address it leads to and how often it was followed. Only a counter: nothing about who clicked.
 * The id is the send's id, a dot, and a random part, so it names one send's one link and no id
 * can be made up for another send's link or for an address of one's own.
 */
export interface NewsletterLinkRecord extends Document {
  sendId: string;
  /** Its place among the mail's links, first link first: the order the author sees them in. */
  position: number;
  url: string;
  clicks: number;
}
