import { FeaturedStories } from "@/features/posts/components/featured-stories";
import { LatestArticles } from "@/features/posts/components/latest-articles";

/** Everything under the full-screen hero that lists posts: its own chunk, fetched as the page opens. */
export default function HomeStories({ profileName }: { profileName?: string }) {
  return (
    <>
      <FeaturedStories />
      <LatestArticles profileName={profileName} />
    </>
  );
}
