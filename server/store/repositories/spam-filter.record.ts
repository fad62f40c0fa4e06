import type { Document } from "../types";

/** How often a word stood in comments the author kept (ham) and in those marked spam. */
export interface SpamTokenRecord extends Document {
  spam: number;
  ham: number;
}
