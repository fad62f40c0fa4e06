import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  FediverseDeliveries,
  FediverseFollowersPage,
  FediverseImportedPosts,
  FediverseOverview,
  FediverseReactions,
  FediverseSendResult,
} from "@shared/types";
import { apiRequest } from "@/lib/api-client";
import { fediverseAdminKeys } from "@/lib/query-keys";

const BASE = "/api/admin/fediverse";

/** The server's page size for followers. */
export const FOLLOWERS_A_PAGE = 50;

const get = <T>(path: string, signal?: AbortSignal) => apiRequest<T>("GET", `${BASE}${path}`, undefined, { signal });

// Followers arrive and deliveries move on the server's own time, not from this screen: each visit asks again.
export const fediverseOverviewQueryOptions = () =>
  queryOptions({
    queryKey: fediverseAdminKeys.overview(),
    queryFn: ({ signal }) => get<FediverseOverview>("", signal),
    staleTime: 0,
  });

export const fediverseFollowersQueryOptions = (page: number) =>
  queryOptions({
    queryKey: fediverseAdminKeys.followers(page),
    queryFn: ({ signal }) => get<FediverseFollowersPage>(`/followers?page=${page}`, signal),
    staleTime: 0,
  });

export const fediverseDeliveriesQueryOptions = () =>
  queryOptions({
    queryKey: fediverseAdminKeys.deliveries(),
    queryFn: ({ signal }) => get<FediverseDeliveries>("/deliveries", signal),
    staleTime: 0,
  });

export const fediverseReactionsQueryOptions = () =>
  queryOptions({
    queryKey: fediverseAdminKeys.reactions(),
    queryFn: ({ signal }) => get<FediverseReactions>("/reactions", signal),
    staleTime: 0,
  });

export const fediverseImportedPostsQueryOptions = () =>
  queryOptions({
    queryKey: fediverseAdminKeys.importedPosts(),
    queryFn: ({ signal }) => get<FediverseImportedPosts>("/imported-posts", signal),
    staleTime: 0,
  });

/** A 404 here means FEDIVERSE=off: the routes do not exist. */
export const useFediverseOverview = () => useQuery(fediverseOverviewQueryOptions());

/** One page of followers; the previous page stays on screen while the next loads. */
export const useFediverseFollowers = (page: number) =>
  useQuery({ ...fediverseFollowersQueryOptions(page), placeholderData: keepPreviousData });

export const useFediverseDeliveries = () => useQuery(fediverseDeliveriesQueryOptions());

export const useFediverseReactions = () => useQuery(fediverseReactionsQueryOptions());

export const useFediverseImportedPosts = () => useQuery(fediverseImportedPostsQueryOptions());

export function removeFollower(actorId: string) {
  return apiRequest<{ ok: true }>("POST", `${BASE}/followers/remove`, { actorId });
}

/** Removes a follower (their server is sent a Reject); the count, the list and the queued Reject all refetch. */
export function useRemoveFollower() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFollower,
    // A 404 (removed elsewhere meanwhile) also means the list is out of date.
    onSettled: () => queryClient.invalidateQueries({ queryKey: fediverseAdminKeys.all }),
  });
}

/** Sends a published post to the followers' servers; the deliveries' list refetches to show them queued. */
export function useSendPostToFollowers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (postId: string) => apiRequest<FediverseSendResult>("POST", `${BASE}/posts/${encodeURIComponent(postId)}/send`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: fediverseAdminKeys.all }),
  });
}
