import type { Document } from "../types";

export interface UserRecord extends Document {
  provider: "google" | "github" | "demo";
  providerId: string;
  name: string;
  email: string;
  avatar: string;
  createdAt: Date;
  lastSignInAt: Date;
}
