import type { Clock } from "../lib/clock";
import { newId } from "../lib/ids";
import type { PostsService } from "../modules/posts/posts.service";
import type { ProfileService } from "../modules/profile/profile.service";
import type { Repositories } from "../store/repositories";
import { readSamplePostMarkdown, sampleComments, sampleProfile, samplePosts } from "./sample-content";

const SEEDED_KEY = "sampleContentSeededAt";

/**
 * Fills an empty store with the sample articles, comments and profile, once: if the author later
 * deletes every post, the samples do not come back.
 */
export async function seedSampleContent(
  services: { repositories: Repositories; posts: PostsService; profile: ProfileService },
  clock: Clock,
): Promise<boolean> {
  const { repositories } = services;
  if ((await repositories.settings.get(SEEDED_KEY)) || (await repositories.posts.count()) > 0) return false;
  // Two processes starting together on an empty folder: the one that claims the marker seeds.
  if (!(await repositories.settings.claim(SEEDED_KEY, clock.now().toISOString(), clock.now()))) return false;

  const profile = await services.profile.update(sampleProfile);
  const author = { name: profile.name, avatar: profile.avatar, bio: profile.bio };
  const idsBySlug = new Map<string, string>();
  for (const sample of samplePosts) {
    const post = await services.posts.create(
      {
        title: sample.title,
        slug: sample.slug,
        content: readSamplePostMarkdown(sample.slug),
        excerpt: sample.excerpt,
        tags: sample.tags,
        category: sample.category,
        featuredImage: sample.featuredImage,
        featuredImageAlt: sample.featuredImageAlt,
        isFeatured: sample.isFeatured,
        isPublished: sample.isPublished,
      },
      { author, createdAt: new Date(sample.createdAt) },
    );
    idsBySlug.set(sample.slug, post._id);
  }
  for (const sample of sampleComments) {
    const postId = idsBySlug.get(sample.postSlug);
    if (!postId) continue;
    await repositories.comments.insert({
      _id: newId(),
      postId,
      authorName: sample.authorName,
      authorEmail: sample.authorEmail,
      content: sample.content,
      isApproved: sample.isApproved,
      createdAt: new Date(sample.createdAt),
    });
  }
  return true;
}
