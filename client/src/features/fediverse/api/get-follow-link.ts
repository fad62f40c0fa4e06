import { mutationOptions, useMutation } from "@tanstack/react-query";
import type { RemoteFollowLink } from "@shared/types";
import { apiRequest } from "@/lib/api-client";

/** The page on the reader's own server that follows the blog, found from their handle. */
export function getFollowLink(handle: string) {
  return apiRequest<RemoteFollowLink>("GET", `/api/fediverse/follow-link?handle=${encodeURIComponent(handle)}`);
}

export function followLinkMutationOptions() {
  return mutationOptions({
    mutationKey: ["fediverse", "follow-link"],
    mutationFn: getFollowLink,
  });
}

/** A lookup, not a change: but it is sent once per press, never cached or refetched, so it is a mutation. */
export function useFollowLink() {
  return useMutation(followLinkMutationOptions());
}
