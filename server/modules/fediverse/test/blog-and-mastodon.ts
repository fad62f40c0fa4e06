import { startListeningBlog, type ListeningBlog } from "./listening-blog";
import { startStandInMastodon, type StandInMastodon } from "./stand-in-mastodon";

export interface BlogAndMastodon {
  blog: ListeningBlog;
  mastodon: StandInMastodon;
  /** The blog's actor and its shared inbox. */
  actor: string;
  inbox: string;
}

/** The listening blog (with `env`) and a stand-in Mastodon with `users`, started together. */
export async function startBlogAndMastodon(users: string[], env: Record<string, string> = {}): Promise<BlogAndMastodon> {
  const [blog, mastodon] = await Promise.all([startListeningBlog(env), startStandInMastodon({ users })]);
  return { blog, mastodon, actor: `${blog.origin}/fediverse/actor`, inbox: `${blog.origin}/fediverse/inbox` };
}

/** For afterAll: either may be missing when the start failed. */
export async function closeBoth(blog: ListeningBlog | undefined, mastodon: StandInMastodon | undefined): Promise<void> {
  await blog?.close();
  await mastodon?.close();
}

/** `user` follows the blog, which has answered with its Accept. */
export async function followTheBlog(
  { mastodon, actor, inbox }: Pick<BlogAndMastodon, "mastodon" | "actor" | "inbox">,
  user: string,
): Promise<void> {
  const follow = mastodon.follow(user, actor);
  const sent = await mastodon.send(inbox, follow);
  if (sent.status !== 202) throw new Error(`The blog answered ${user}'s Follow with ${sent.status}`);
  await mastodon.waitForActivity("Accept", (activity) => (activity.object as { id: string }).id === follow.id);
}
