import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ImportJob } from "@shared/schemas";
import { apiRequest } from "@/lib/api-client";
import { importKeys } from "@/lib/query-keys";
import { importUrl } from "./get-import";

export function cancelImport(id: string) {
  return apiRequest<ImportJob>("POST", `${importUrl(id)}/cancel`);
}

export function useCancelImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelImport,
    onSuccess: async (job) => {
      queryClient.setQueryData(importKeys.job(job.id), job);
      await queryClient.invalidateQueries({ queryKey: importKeys.list() });
    },
  });
}
