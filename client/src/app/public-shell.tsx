import type { ReactNode } from "react";
import { SiteLayout } from "@/components/layout/site-layout";
import { useProfile } from "@/features/profile/api/get-profile";
import { siteSearch } from "./site-search";

/** Public pages: the site frame, fed with the author's social links once the profile arrives. */
export function PublicShell({ children }: { children: ReactNode }) {
  const { data: profile } = useProfile();
  return (
    <SiteLayout profile={profile} search={siteSearch}>
      {children}
    </SiteLayout>
  );
}
