import { useQueryClient } from "@tanstack/react-query";
import { useSearch } from "wouter";
import { adminKeys, commentKeys, postKeys } from "@/lib/query-keys";
import { Dashboard, dashboardTabFrom } from "../admin-dashboard";
import { AdminGate } from "@/features/auth/components/admin-gate";
import { AdminProviders } from "../admin-providers";
import { PageHead } from "../page-head";

/** Public post lists and comment lists refetch after the author changes content, so readers never see what the author just changed. */
function useRefreshPublicContent() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: postKeys.all }), queryClient.invalidateQueries({ queryKey: commentKeys.all })]);
}

export function AdminPage() {
  const queryClient = useQueryClient();
  const refreshPublicContent = useRefreshPublicContent();
  const tab = dashboardTabFrom(useSearch());

  return (
    <AdminProviders>
      <PageHead spec={{ page: "admin", path: "/admin" }} />
      <AdminGate onSignedOut={() => queryClient.removeQueries({ queryKey: adminKeys.all })}>
        {({ user, signOut, signingOut }) => (
          <Dashboard user={user} onSignOut={signOut} signingOut={signingOut} onContentChanged={refreshPublicContent} defaultTab={tab} />
        )}
      </AdminGate>
    </AdminProviders>
  );
}
