import type { FormDraft } from "./form-posts";
import type { FediverseAccount, Navigation, PostCard, PostDetail, Profile, PublicComment, PublicSeries, TagCount } from "./types";

/**
 * What the server found in the store for one page, exactly as the public API would answer it.
 * The server's renderer puts each part under the query key the page's components read, so the
 * keys stay defined in one place (the client's queryOptions).
 */
export interface PageData {
  profile?: Profile;
  /** The top bar's, mobile menu's and footer's links. */
  navigation?: Navigation;
  /** The account the follow box shows; null when the blog is not on the fediverse (FEDIVERSE=off). */
  fediverse?: FediverseAccount | null;
  featured?: PostCard[];
  latest?: { limit: number; items: PostCard[]; total: number };
  tags?: TagCount[];
  postsPage?: { filter: { q: string; tag: string }; items: PostCard[]; total: number };
  tagPosts?: { tag: string; posts: PostCard[]; total: number };
  /** `series: null` is a slug that names no series: the page shows "not found". */
  seriesPage?: { slug: string; series: PublicSeries | null };
  /** An author's page at /{slug}; `page: null` is a slug that names no page (the 404 page). */
  sitePage?: { slug: string; page: PostDetail | null };
  /** `post: null` is a slug that names no post: the page shows "not found". */
  article?: { slug: string; post: PostDetail | null; related?: PostCard[]; comments?: PublicComment[] };
  /**
   * Signed tokens for the page's server-drawn forms, sent as hidden fields when a form is posted
   * without JavaScript (their endpoints answer with a redirect back to the page). With JavaScript the forms fetch their own.
   */
  formTokens?: { comment?: string; newsletter?: string };
  /** What the reader typed into a form the server turned back (never cached: see server/lib/form-drafts.ts). */
  formDraft?: FormDraft;
}

export interface RenderedPage {
  /** The markup that goes inside <div id="root">. */
  html: string;
  /** TanStack Query's dehydrated cache; the client hydrates it before React takes over. */
  state: unknown;
}

/** What the server build of the client (client/src/entry-server.tsx) exports. */
export interface ServerEntry {
  render(url: string, data: PageData): Promise<RenderedPage>;
}

/** The id of the script that carries the dehydrated cache into the page. */
export const PAGE_STATE_ID = "furrow-state";
