import { AuthCallbackScreen } from "@/features/auth/components/auth-callback-screen";
import { PageHead } from "../page-head";

export function AuthCallbackPage() {
  return (
    <>
      <PageHead spec={{ page: "authCallback", path: "/auth/callback" }} />
      <AuthCallbackScreen />
    </>
  );
}
