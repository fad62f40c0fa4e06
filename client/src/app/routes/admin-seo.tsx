import { useQueryClient } from "@tanstack/react-query";
import { AdminGate } from "@/features/auth/components/admin-gate";
import { seoKeys } from "@/lib/query-keys";
import { SeoDashboard } from "@/features/seo-dashboard/components/seo-dashboard";
import { AdminProviders } from "../admin-providers";
import { PageHead } from "../page-head";

export function AdminSeoPage() {
  const queryClient = useQueryClient();
  return (
    <AdminProviders>
      <PageHead spec={{ page: "adminSeo", path: "/admin/seo" }} />
      <AdminGate onSignedOut={() => queryClient.removeQueries({ queryKey: seoKeys.all })}>
        {({ signOut, signingOut }) => <SeoDashboard onSignOut={signOut} signingOut={signingOut} />}
      </AdminGate>
    </AdminProviders>
  );
}
