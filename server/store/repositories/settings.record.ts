import type { Document } from "../types";

export interface SettingRecord extends Document {
  value: unknown;
  updatedAt: Date;
}
