import { useMutation } from "@tanstack/react-query";
import type { BulkAnalysis } from "@shared/types";
import { apiRequest } from "@/lib/api-client";

export function bulkAnalyze() {
  return apiRequest<BulkAnalysis>("POST", "/api/ai-tagging/bulk-analyze");
}

export function useBulkAnalyze() {
  return useMutation({ mutationFn: bulkAnalyze });
}
