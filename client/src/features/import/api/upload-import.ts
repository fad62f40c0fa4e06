import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ImportJob } from "@shared/schemas";
import { apiUpload, type UploadOptions } from "@/lib/api-upload";
import { importKeys } from "@/lib/query-keys";

/**
 * Sends the file itself as the body, its name in the query. The type is always octet-stream: the
 * server tells the formats apart by what the file holds, and a Ghost export must not meet the JSON body parser.
 */
export function uploadImport(file: File, options?: UploadOptions) {
  return apiUpload<ImportJob>(
    `/api/admin/imports?name=${encodeURIComponent(file.name)}`,
    { raw: file, contentType: "application/octet-stream" },
    options,
  );
}

/** `onProgress` hears the bytes sent: an export of hundreds of MB takes a while to reach the server. */
export function useUploadImport(onProgress?: UploadOptions["onProgress"]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadImport(file, { onProgress }),
    onSuccess: async (job) => {
      queryClient.setQueryData(importKeys.job(job.id), job);
      await queryClient.invalidateQueries({ queryKey: importKeys.list() });
    },
  });
}
