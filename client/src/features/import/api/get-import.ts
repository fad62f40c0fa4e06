import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ImportJob } from "@shared/schemas";
import { apiRequest } from "@/lib/api-client";
import { importKeys } from "@/lib/query-keys";
import { IMPORT_POLL_MS, isPolled } from "../lib/import-status";

export const importUrl = (id: string) => `/api/admin/imports/${encodeURIComponent(id)}`;

export function getImport(id: string, signal?: AbortSignal) {
  return apiRequest<ImportJob>("GET", importUrl(id), undefined, { signal });
}

/** Asked again every `pollMs` while the server is reading the file or writing it; still once it settles. */
export function importQueryOptions(id: string, pollMs = IMPORT_POLL_MS) {
  return queryOptions({
    queryKey: importKeys.job(id),
    queryFn: ({ signal }) => getImport(id, signal),
    // Opened again from the list, a job may have moved since it was last shown (cancelled from the CLI, finished).
    staleTime: 0,
    refetchInterval: (query) => (query.state.data && isPolled(query.state.data.status) ? pollMs : false),
    // A hidden tab does not need the bar to move; it catches up when shown.
    refetchIntervalInBackground: false,
  });
}

export function useImport(id: string | null, pollMs?: number) {
  return useQuery({ ...importQueryOptions(id ?? "", pollMs), enabled: id !== null });
}
