import { useQueryClient } from "@tanstack/react-query";
import { AdminGate } from "@/features/auth/components/admin-gate";
import { seoKeys } from "@/features/seo-dashboard/api/keys";
import { SeoDashboard } from "@/features/seo-dashboard/components/seo-dashboard";
import { AdminProviders } from "../admin-providers";
import { staticPageMeta } from "@shared/page-meta";
import { siteBase } from "../head/site-base";
import { PageHead } from "../page-head";

export function AdminSeoPage() {
  const queryClient = useQueryClient();
  return (
    <AdminProviders>
      <PageHead meta={staticPageMeta(siteBase(), "adminSeo", "/admin/seo")} />
      <AdminGate onSignedOut={() => queryClient.removeQueries({ queryKey: seoKeys.all })}>
        {({ signOut, signingOut }) => <SeoDashboard onSignOut={signOut} signingOut={signingOut} />}
      </AdminGate>
    </AdminProviders>
  );
}
