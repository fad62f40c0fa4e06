import { useMutation } from "@tanstack/react-query";
import type { SessionVerification } from "@shared/types";
import { apiRequest } from "@/lib/api-client";
import { storeSignedInUser } from "../lib/stored-auth";

export function demoLogin() {
  return apiRequest<SessionVerification>("POST", "/auth/demo");
}

/**
 * The demo login stores the user and reloads the page. The server made a real session,
 * so the reload comes back signed in through verify-session like any other sign-in.
 */
export function useDemoLogin({ reload = () => window.location.reload() }: { reload?: () => void } = {}) {
  return useMutation({
    mutationFn: demoLogin,
    onSuccess: (session) => {
      if (session?.user) storeSignedInUser(session.user);
      reload();
    },
  });
}
