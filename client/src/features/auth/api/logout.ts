import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { clearStoredAuth } from "../lib/stored-auth";
import { SIGNED_OUT } from "./get-session";
import { authKeys } from "@/lib/query-keys";

export function logout() {
  return apiRequest<unknown>("POST", "/api/admin/logout");
}

/**
 * Clear the stored user and flag, call the server, clear the state. The state is cleared
 * even if the call fails: this browser must not keep showing an account it meant to leave.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      clearStoredAuth();
      await logout();
    },
    onSettled: () => {
      queryClient.setQueryData(authKeys.session, SIGNED_OUT);
    },
  });
}
