import { Spinner } from "@/components/ui/spinner";
import { PageHead } from "../page-head";

// The session check and the hand-off to /admin arrive with the auth feature.
export function AuthCallbackPage() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-3 bg-stone-50 px-4 text-center">
      <PageHead title="Signing in" noIndex />
      <Spinner label="Completing authentication..." />
      <h1 className="font-serif text-2xl font-bold text-brand">Completing authentication...</h1>
      <p className="text-stone-700">Please wait...</p>
    </main>
  );
}
