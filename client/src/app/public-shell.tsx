import type { ReactNode } from "react";
import { useLocation } from "wouter";
import { SiteLayout } from "@/components/layout/site-layout";
import { useProfile } from "@/features/profile/api/get-profile";

/** Public pages: the site frame, fed with the author's social links once the profile arrives. */
export function PublicShell({ children }: { children: ReactNode }) {
  const { data: profile } = useProfile();
  const [, navigate] = useLocation();
  // Until the search dialog lands, the search button leads to the posts page and its search box.
  const openSearch = () => navigate("/posts");

  return (
    <SiteLayout profile={profile} onSearch={openSearch}>
      {children}
    </SiteLayout>
  );
}
