import { Suspense } from "react";
import { HomeHero } from "@/features/home/components/home-hero";
import { NewsletterSlot } from "@/features/newsletter/components/newsletter-slot";
import { FEATURED_SECTION_ID } from "@/features/posts/lib/section-ids";
import { useProfile } from "@/features/profile/api/get-profile";
import { FollowSlot } from "@/features/fediverse/components/follow-slot";
import { PageHead } from "../page-head";

// The story lists come in this page's own file (router.tsx loads it with the page), so the other
// pages' first load carries none of their code and this one fetches no second file for them.
import HomeStories from "./home-stories";

export function HomePage() {
  const { data: profile } = useProfile();
  return (
    <>
      <PageHead spec={{ page: "home", authorName: profile?.name }} />
      <HomeHero scrollTargetId={FEATURED_SECTION_ID} />
      {/* Room for the lists should they wait on anything, so the footer does not jump up and back. */}
      <Suspense fallback={<div id={FEATURED_SECTION_ID} className="min-h-screen" />}>
        <HomeStories profileName={profile?.name} />
      </Suspense>
      {/* Their code loads as the reader scrolls near them. */}
      <FollowSlot className="mx-auto mb-16 w-[calc(100%-2rem)] max-w-3xl sm:w-[calc(100%-3rem)]" />
      <NewsletterSlot />
    </>
  );
}
