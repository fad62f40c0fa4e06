import type { PostRecord } from "../../store/repositories/posts.record";

/** Who is reading: the author sees drafts; everyone else, only what is published. */
export interface Reader {
  isAdmin: boolean;
}

export const PUBLIC_READER: Reader = { isAdmin: false };
export const ADMIN_READER: Reader = { isAdmin: true };

/**
 * The one rule for whether a post exists for a reader. The API, comments, page heads, structured
 * data and page routes all ask here, so a draft can never leak through one of them alone.
 */
export function isVisibleTo(post: Pick<PostRecord, "isPublished">, reader: Reader): boolean {
  return post.isPublished || reader.isAdmin;
}
