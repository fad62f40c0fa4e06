import type { QueryClient, QueryKey } from "@tanstack/react-query";

interface DehydratedQuery {
  queryKey: QueryKey;
  state: { data?: unknown; dataUpdatedAt: number; status: string };
}

/**
 * Puts the server's dehydrated answers into the browser's cache, dated as the server fetched them.
 * TanStack's own `hydrate` also restores mutations, pending promises and errors, none of which the
 * server ever sends; this keeps its weight out of every page's first-load script.
 */
export function hydrateQueryCache(client: QueryClient, state: { queries?: DehydratedQuery[] }): void {
  for (const query of state.queries ?? []) {
    if (query.state.status === "success") client.setQueryData(query.queryKey, query.state.data, { updatedAt: query.state.dataUpdatedAt });
  }
}
