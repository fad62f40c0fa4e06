import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Snapshot } from "@shared/schemas";
import { apiRequest } from "@/lib/api-client";
import { backupKeys } from "@/lib/query-keys";
import { BACKUPS_URL } from "./get-backups";

/** "Back up now": the server answers once the snapshot is written and checked. */
export function takeSnapshot() {
  return apiRequest<Snapshot>("POST", BACKUPS_URL);
}

export function useTakeSnapshot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: takeSnapshot,
    // A refusal (one already being taken) also means the list may have moved on: ask again either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: backupKeys.all }),
  });
}
