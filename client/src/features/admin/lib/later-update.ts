import { ApiError, isNotFound } from "@/lib/api-client";

/** Shown instead of a failure when the server does not offer an endpoint yet (it answers 404). */
export const LATER_UPDATE_MESSAGE =
  "This feature arrives with a later update: the server does not offer it yet. Nothing was changed.";

export const isNotYetAvailable = (error: unknown) => isNotFound(error);

/** The `error` the server put in its JSON answer, if any. */
export function serverMessage(error: unknown): string | undefined {
  if (error instanceof ApiError && error.body && typeof error.body === "object" && "error" in error.body) {
    const message = (error.body as { error: unknown }).error;
    if (typeof message === "string" && message.trim()) return message;
  }
  return undefined;
}
