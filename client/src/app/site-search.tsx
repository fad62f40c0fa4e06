import type { SearchDialogSlotProps, TopBarSearch } from "@/components/layout/top-bar";
import { useProfile } from "@/features/profile/api/get-profile";
import { LazySearchDialog, preloadSearchDialog } from "@/features/search/components/lazy-search-dialog";

/** The search dialog with every result's author named from the profile. */
function SiteSearchDialog(props: SearchDialogSlotProps) {
  // Shared with the page's own profile query: no second request.
  const { data: profile } = useProfile();
  return <LazySearchDialog {...props} profileName={profile?.name} />;
}

/** The top bar's search: the search feature, composed here because layout pieces know no feature. */
export const siteSearch: TopBarSearch = { Dialog: SiteSearchDialog, preload: preloadSearchDialog };
