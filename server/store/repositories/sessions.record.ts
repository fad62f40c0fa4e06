import type { Document } from "../types";

export interface SessionRecord extends Document {
  data: string;
  expiresAt: Date;
}
