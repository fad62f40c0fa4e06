import { useMutation } from "@tanstack/react-query";
import type { PostAnalysis } from "@shared/types";
import { apiRequest } from "@/lib/api-client";

export function analyzePost(id: string) {
  return apiRequest<PostAnalysis>("POST", `/api/ai-tagging/analyze/${encodeURIComponent(id)}`);
}

export function useAnalyzePost() {
  return useMutation({ mutationFn: analyzePost });
}
