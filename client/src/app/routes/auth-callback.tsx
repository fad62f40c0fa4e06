import { AuthCallbackScreen } from "@/features/auth/components/auth-callback-screen";
import { PageHead } from "../page-head";

export function AuthCallbackPage() {
  return (
    <>
      <PageHead title="Signing in" noIndex />
      <AuthCallbackScreen />
    </>
  );
}
