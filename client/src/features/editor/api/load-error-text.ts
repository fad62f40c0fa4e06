import { ApiError } from "@/lib/api-client";

/** What the editor shows when a post cannot be loaded: 'Failed to fetch post: {status}'. */
export function loadErrorText(error: unknown): string {
  const status = error instanceof ApiError ? String(error.status) : error instanceof Error ? error.message : "unknown error";
  return `Failed to fetch post: ${status}`;
}
