import { HomeHero } from "@/features/home/components/home-hero";
import { NewsletterSlot } from "@/features/newsletter/components/newsletter-slot";
import { FEATURED_SECTION_ID, FeaturedStories } from "@/features/posts/components/featured-stories";
import { LatestArticles } from "@/features/posts/components/latest-articles";
import { useProfile } from "@/features/profile/api/get-profile";
import { homeMeta } from "@shared/page-meta";
import { siteBase } from "../head/site-base";
import { PageHead } from "../page-head";

export function HomePage() {
  const { data: profile } = useProfile();
  return (
    <>
      <PageHead meta={homeMeta(siteBase(), profile?.name)} />
      <HomeHero scrollTargetId={FEATURED_SECTION_ID} />
      <FeaturedStories />
      <LatestArticles profileName={profile?.name} />
      {/* Its code loads as the reader scrolls near it. */}
      <NewsletterSlot />
    </>
  );
}
