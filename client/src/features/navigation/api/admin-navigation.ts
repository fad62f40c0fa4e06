import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Navigation, NavigationInput } from "@shared/types";
import { apiRequest } from "@/lib/api-client";
import { adminKeys, navigationKeys } from "@/lib/query-keys";

export function useAdminNavigation() {
  return useQuery({
    queryKey: adminKeys.navigation(),
    queryFn: ({ signal }) => apiRequest<Navigation>("GET", "/api/admin/navigation", undefined, { signal }),
  });
}

/** Saved, the public pages' copy is dropped too, so "View blog" shows the new links at once. */
export function useSaveNavigation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NavigationInput) => apiRequest<Navigation>("PUT", "/api/admin/navigation", input),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminKeys.navigation(), saved);
      return queryClient.invalidateQueries({ queryKey: navigationKeys.public });
    },
  });
}
