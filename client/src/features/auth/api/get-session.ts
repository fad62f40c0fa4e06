import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SessionVerification } from "@shared/types";
import { apiRequest } from "@/lib/api-client";
import { mirrorSession } from "../lib/stored-auth";
import { authKeys } from "@/lib/query-keys";

export const SIGNED_OUT: SessionVerification = { authenticated: false, user: null, isAdmin: false };

/** Asks the server who is signed in; a 401 is an answer ("nobody"), not a failure. */
export async function getSession(signal?: AbortSignal): Promise<SessionVerification> {
  const answer = await apiRequest<SessionVerification>("GET", "/api/admin/verify-session", undefined, {
    signal,
    on401: "returnNull",
  });
  const session = answer && typeof answer === "object" ? { ...SIGNED_OUT, ...answer } : SIGNED_OUT;
  mirrorSession(session);
  return session;
}

export function sessionQueryOptions() {
  return queryOptions({
    queryKey: authKeys.session,
    queryFn: ({ signal }) => getSession(signal),
  });
}

export function useSession() {
  return useQuery(sessionQueryOptions());
}
