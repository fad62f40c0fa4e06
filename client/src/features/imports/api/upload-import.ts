import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ImportJob } from "@shared/schemas";
import { apiRequest } from "@/lib/api-client";
import { importKeys } from "@/lib/query-keys";

/**
 * Sends the file itself as the body, its name in the query. The type is always octet-stream: the
 * server tells the formats apart by what the file holds, and a Ghost export must not meet the JSON body parser.
 */
export function uploadImport(file: File) {
  return apiRequest<ImportJob>("POST", `/api/admin/imports?fileName=${encodeURIComponent(file.name)}`, {
    raw: file,
    contentType: "application/octet-stream",
  });
}

export function useUploadImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadImport,
    onSuccess: async (job) => {
      queryClient.setQueryData(importKeys.job(job.id), job);
      await queryClient.invalidateQueries({ queryKey: importKeys.list() });
    },
  });
}
