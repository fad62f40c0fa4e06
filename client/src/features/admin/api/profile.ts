import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Profile, ProfileInput } from "@shared/types";
import { apiRequest } from "@/lib/api-client";
import { adminKeys, profileKeys } from "@/lib/query-keys";

export function useAdminProfile() {
  return useQuery({
    queryKey: adminKeys.profile(),
    queryFn: ({ signal }) => apiRequest<Profile>("GET", "/api/admin/profile", undefined, { signal }),
  });
}

/** Saved, the public pages' copy is dropped too, so the footer and bylines change at once. */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileInput) => apiRequest<Profile>("PUT", "/api/admin/profile", input),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminKeys.profile(), saved);
      return queryClient.invalidateQueries({ queryKey: profileKeys.public });
    },
  });
}
