import type { ReactNode } from "react";
import { SiteLayout } from "@/components/layout/site-layout";
import { useNavigation } from "@/features/navigation/api/get-navigation";
import { useProfile } from "@/features/profile/api/get-profile";
import { siteSearch } from "./site-search";

/**
 * Public pages: the site frame, fed with the author's links and social links once they arrive.
 * The server's page always carries the links, and a failed refetch keeps them; a page drawn without
 * them (loading, or unreadable) shows the brand and the search, which still lead everywhere.
 */
export function PublicShell({ children }: { children: ReactNode }) {
  const { data: profile } = useProfile();
  const { data: navigation } = useNavigation();
  return (
    <SiteLayout profile={profile} navigation={navigation} search={siteSearch}>
      {children}
    </SiteLayout>
  );
}
