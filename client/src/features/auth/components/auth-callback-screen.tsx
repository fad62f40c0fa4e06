import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import { Spinner } from "@/components/ui/spinner";
import { sessionQueryOptions } from "../api/get-session";

/** Where OAuth sign-in lands: check the session, then /admin either way. */
export function AuthCallbackScreen() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();

  useEffect(() => {
    let cancelled = false;
    queryClient
      // Always ask: a session cached from before the redirect would be the old answer.
      .fetchQuery({ ...sessionQueryOptions(), staleTime: 0 })
      .catch((error: unknown) => console.error("Could not check the session after sign-in", error))
      .finally(() => {
        if (!cancelled) navigate("/admin", { replace: true });
      });
    return () => {
      cancelled = true;
    };
  }, [queryClient, navigate]);

  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-3 bg-background px-4 text-center">
      <Spinner label="Completing authentication..." />
      <h1 className="font-serif text-2xl font-bold text-primary">Completing authentication...</h1>
      <p className="text-body">Please wait...</p>
    </main>
  );
}
