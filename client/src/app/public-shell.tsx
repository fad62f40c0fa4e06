import type { ReactNode } from "react";
import { DEFAULT_NAVIGATION } from "@shared/navigation";
import { SiteLayout } from "@/components/layout/site-layout";
import { useNavigation } from "@/features/navigation/api/get-navigation";
import { useProfile } from "@/features/profile/api/get-profile";
import { siteSearch } from "./site-search";

/** Public pages: the site frame, fed with the author's links and social links once they arrive. */
export function PublicShell({ children }: { children: ReactNode }) {
  const { data: profile } = useProfile();
  const navigation = useNavigation();
  // Unreadable links still leave the reader a way around: the spec's Posts and Contact.
  const links = navigation.data ?? (navigation.isError ? DEFAULT_NAVIGATION : undefined);
  return (
    <SiteLayout profile={profile} navigation={links} search={siteSearch}>
      {children}
    </SiteLayout>
  );
}
