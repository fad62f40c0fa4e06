import { useMutation, useQueryClient, type MutationFunction } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { adminKeys } from "@/lib/query-keys";

export interface ContentMutationOptions {
  /** Refreshes what readers see (public post lists, comments); the route supplies it. */
  onContentChanged?: () => unknown;
  success?: { title: string; description: string };
  failure: { title: string; description: string };
}

/**
 * A dashboard action that changes content: on success the dashboard and the public lists refetch,
 * on failure a destructive toast with the spec's text.
 */
export function useContentMutation<TVariables>(
  mutationFn: MutationFunction<unknown, TVariables>,
  { onContentChanged, success, failure }: ContentMutationOptions,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      if (success) toast(success);
      await Promise.all([queryClient.invalidateQueries({ queryKey: adminKeys.all }), onContentChanged?.()]);
    },
    onError: () => {
      toast({ ...failure, variant: "destructive" });
    },
  });
}
