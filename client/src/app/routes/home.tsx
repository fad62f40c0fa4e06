import { lazy, Suspense } from "react";
import { HomeHero } from "@/features/home/components/home-hero";
import { NewsletterSlot } from "@/features/newsletter/components/newsletter-slot";
import { FEATURED_SECTION_ID } from "@/features/posts/lib/section-ids";
import { useProfile } from "@/features/profile/api/get-profile";
import { PageHead } from "../page-head";

// The hero fills the first screen, so the story lists below it can arrive a moment later; the
// other pages' first load then carries none of their code.
const loadStories = () => import("./home-stories");
const HomeStories = lazy(loadStories);

export function HomePage() {
  const { data: profile } = useProfile();
  return (
    <>
      <PageHead spec={{ page: "home", authorName: profile?.name }} />
      <HomeHero scrollTargetId={FEATURED_SECTION_ID} />
      {/* Room for the lists while their code arrives, so the footer does not jump up and back. */}
      <Suspense fallback={<div id={FEATURED_SECTION_ID} className="min-h-screen" />}>
        <HomeStories profileName={profile?.name} />
      </Suspense>
      {/* Its code loads as the reader scrolls near it. */}
      <NewsletterSlot />
    </>
  );
}
