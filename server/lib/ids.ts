import { randomBytes } from "node:crypto";

/** Short, URL-safe, unguessable ids made by the app, the same in both engines. */
export function newId(): string {
  return randomBytes(12).toString("base64url");
}
