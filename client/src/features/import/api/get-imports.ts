import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ImportJob } from "@shared/schemas";
import { apiRequest } from "@/lib/api-client";
import { importKeys } from "@/lib/query-keys";

export function getImports(signal?: AbortSignal) {
  return apiRequest<ImportJob[]>("GET", "/api/admin/imports", undefined, { signal });
}

export function importsQueryOptions() {
  // A job moves on the server on its own: each visit asks again.
  return queryOptions({ queryKey: importKeys.list(), queryFn: ({ signal }) => getImports(signal), staleTime: 0 });
}

export function useImports() {
  return useQuery(importsQueryOptions());
}
