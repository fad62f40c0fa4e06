import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ImportJob } from "@shared/schemas";
import { apiRequest } from "@/lib/api-client";
import { importKeys } from "@/lib/query-keys";
import { importUrl } from "./get-import";

export function confirmImport(id: string) {
  return apiRequest<ImportJob>("POST", `${importUrl(id)}/confirm`);
}

/** Starts the writing; the answer's status (importing) starts the polling. */
export function useConfirmImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmImport,
    onSuccess: (job) => queryClient.setQueryData(importKeys.job(job.id), job),
  });
}
