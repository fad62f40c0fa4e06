import { queryOptions, useQuery } from "@tanstack/react-query";
import type { BackupsOverview } from "@shared/schemas";
import { apiRequest } from "@/lib/api-client";
import { backupKeys } from "@/lib/query-keys";

export const BACKUPS_URL = "/api/admin/backups";

/** Where the browser streams a kept snapshot from: a plain link, so no script holds the file. */
export const snapshotDownloadUrl = (id: string) => `${BACKUPS_URL}/${encodeURIComponent(id)}/download`;

export function getBackupsOverview(signal?: AbortSignal) {
  return apiRequest<BackupsOverview>("GET", BACKUPS_URL, undefined, { signal });
}

export function backupsQueryOptions() {
  // Snapshots appear on the server's schedule, not from this screen: each visit asks again.
  return queryOptions({ queryKey: backupKeys.overview(), queryFn: ({ signal }) => getBackupsOverview(signal), staleTime: 0 });
}

export function useBackupsOverview() {
  return useQuery(backupsQueryOptions());
}
