import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BulkAnalysis, BulkAnalysisInput } from "@shared/types";
import { apiRequest } from "@/lib/api-client";
import { adminKeys } from "@/lib/query-keys";

/** The run sends no payload; the body only appears when the author widens the run to tagged posts. */
export function bulkAnalyze({ includeTagged = false }: BulkAnalysisInput = {}) {
  return apiRequest<BulkAnalysis>("POST", "/api/ai-tagging/bulk-analyze", includeTagged ? { includeTagged: true } : undefined);
}

/** A run that added tags changed posts: the dashboard and the public lists refetch. */
export function useBulkAnalyze(onContentChanged?: () => unknown) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkAnalyze,
    onSuccess: async ({ results }) => {
      if (!results.some((result) => result.added.length > 0)) return;
      await Promise.all([queryClient.invalidateQueries({ queryKey: adminKeys.all }), onContentChanged?.()]);
    },
  });
}
