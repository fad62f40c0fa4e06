import type { AdminPost, NewsletterSendSummary, PostCard, PostDetail, Profile, SessionVerification, SubscriberList } from "@shared/types";

export function makePost(index: number, overrides: Partial<PostCard> = {}): PostCard {
  const post: Omit<PostCard, "publishedAt"> = {
    id: `post-${index}`,
    slug: `post-${index}`,
    title: `Soil sensors, part ${index}`,
    excerpt: `What the field told us on day ${index}.`,
    featuredImage: `/images/posts/post-${index}.svg`,
    featuredImageAlt: "",
    tags: ["sensors"],
    category: { name: "Technology", color: "#4A7C2A" },
    author: { name: "Post Author", avatar: "" },
    createdAt: "2026-11-05T12:00:00.000Z",
    updatedAt: "2026-11-05T12:00:00.000Z",
    readTime: 4,
    isPublished: true,
    isFeatured: false,
    ...overrides,
  };
  // A published post went public when it was written, unless a test says otherwise.
  return { ...post, publishedAt: overrides.publishedAt !== undefined ? overrides.publishedAt : post.isPublished ? post.createdAt : null };
}

export function makePostDetail(overrides: Partial<PostDetail> = {}): PostDetail {
  return {
    ...makePost(1),
    content: '<h2 id="why">Why</h2><p>Because the soil is talking.</p>',
    ...overrides,
  };
}

/** A stored post as the admin API returns it: an unpublished draft with its markdown and version. */
export function makeAdminPost(overrides: Partial<AdminPost> = {}): AdminPost {
  return {
    ...makePost(1, {
      slug: "soil-sensors",
      title: "Soil sensors",
      excerpt: "What the field told us.",
      tags: ["Data"],
      author: { name: "Mara Lindqvist", avatar: "" },
      readTime: 1,
      isPublished: false,
    }),
    content: "<p>Body</p>",
    markdown: "Body",
    publishedAt: null,
    version: 1,
    newsletter: null,
    maths: false,
    seriesMembership: null,
    ...overrides,
  };
}

export const profile: Profile = {
  name: "Ada Fields",
  avatar: "",
  bio: "Agronomist turned data engineer.",
  linkedinUrl: "https://www.linkedin.com/in/ada",
  instagramUrl: "",
  youtubeUrl: "",
  githubUrl: "https://github.com/ada",
  portfolioUrl: "",
  fediverseAlsoKnownAs: [],
};

export const adminSession: SessionVerification = {
  authenticated: true,
  isAdmin: true,
  user: { id: "demo-admin", name: "Demo Admin", email: "demo@furrow.local", provider: "demo" },
};

/** A profile nobody has filled in yet, as a fresh install answers it. */
export const emptyProfile: Profile = {
  name: "",
  avatar: "",
  bio: "",
  linkedinUrl: "",
  instagramUrl: "",
  youtubeUrl: "",
  githubUrl: "",
  portfolioUrl: "",
  fediverseAlsoKnownAs: [],
};

/** The subscribers' list as an empty blog answers it: the Newsletter tab opens on it. */
export const noSubscribers: SubscriberList = {
  items: [],
  total: 0,
  counts: { pending: 0, confirmed: 0, unsubscribed: 0 },
  confirmationsWaiting: { count: 0, reason: null, hourlyLimit: 100 },
};

/** A post's newsletter in Sent posts: gone out in full to two readers, with no links unless given. */
export function makeNewsletterSend(overrides: Partial<NewsletterSendSummary> = {}): NewsletterSendSummary {
  return {
    id: "p1",
    postId: "p1",
    postTitle: "Cover crops in a dry year",
    content: "full",
    startedAt: "2026-11-25T10:00:00.000Z",
    preparing: false,
    queued: 2,
    sent: 2,
    failed: 0,
    pending: 0,
    skipped: 0,
    cancelled: 0,
    cancelledAt: null,
    cancelReason: null,
    lastError: null,
    links: [],
    ...overrides,
  };
}
