import { isNotFound } from "@/lib/api-client";

// Lives in lib/ now that the importer shows the server's messages too; re-exported for this feature's callers.
export { serverMessage } from "@/lib/api-client";

/** Shown instead of a failure when the server does not offer an endpoint yet (it answers 404). */
export const LATER_UPDATE_MESSAGE = "This feature arrives with a later update: the server does not offer it yet. Nothing was changed.";

export const isNotYetAvailable = (error: unknown) => isNotFound(error);
