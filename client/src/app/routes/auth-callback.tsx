import { AuthCallbackScreen } from "@/features/auth/components/auth-callback-screen";
import { staticPageMeta } from "@shared/page-meta";
import { siteBase } from "../head/site-base";
import { PageHead } from "../page-head";

export function AuthCallbackPage() {
  return (
    <>
      <PageHead meta={staticPageMeta(siteBase(), "authCallback", "/auth/callback")} />
      <AuthCallbackScreen />
    </>
  );
}
