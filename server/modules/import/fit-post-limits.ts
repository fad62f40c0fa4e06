/**
 * An imported post made to fit Furrow's field limits (design §5, FIELD_LIMITS), with a note for each
 * thing that had to give, so the writer never refuses a post for a title one character too long.
 * Pure and source-agnostic: any reader (or the writer) can pass its posts through it.
 */
import { FIELD_LIMITS } from "../../../shared/constants";
import { slugify } from "../../../shared/slug";
import type { ImportedComment, ImportedPost } from "./imported-item";

/** Cut at a word boundary, with an ellipsis, so a shortened text never ends mid-word. */
function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s.,;:!?-]+$/, "")}…`;
}

/** A title for a post that has none (WordPress asides and status posts often have none): its first words. */
function titleFromText(markdown: string): string {
  const firstLine = markdown
    .split("\n")
    .map((line) => line.replace(/!\[[^\]]*\]\([^)]*\)|[#>*_`[\]]|\([^)]*\)|<[^>]*>/g, "").trim())
    .find(Boolean);
  return firstLine ? shorten(firstLine, 60) : "Untitled";
}

function fitComment(comment: ImportedComment): ImportedComment {
  return {
    ...comment,
    authorName: shorten(comment.authorName, FIELD_LIMITS.name),
    content: shorten(comment.content, FIELD_LIMITS.comment),
  };
}

export function fitPostLimits(post: ImportedPost): ImportedPost {
  const notes = [...post.notes];
  let title = post.title.trim();
  if (!title) {
    title = titleFromText(post.markdown);
    notes.push(`untitled: titled "${title}" from its first words`);
  } else if (title.length > FIELD_LIMITS.title) {
    title = shorten(title, FIELD_LIMITS.title);
    notes.push(`title shortened to ${FIELD_LIMITS.title} characters`);
  }
  let excerpt = post.excerpt;
  if (excerpt && excerpt.length > FIELD_LIMITS.excerpt) {
    excerpt = shorten(excerpt, FIELD_LIMITS.excerpt);
    notes.push(`excerpt shortened to ${FIELD_LIMITS.excerpt} characters`);
  }
  let tags = post.tags.map((tag) => shorten(tag.trim(), FIELD_LIMITS.tag)).filter(Boolean);
  if (tags.length > FIELD_LIMITS.tagsPerPost) {
    notes.push(
      `${tags.length} tags: only the first ${FIELD_LIMITS.tagsPerPost} kept (${tags.slice(FIELD_LIMITS.tagsPerPost).join(", ")} left out)`,
    );
    tags = tags.slice(0, FIELD_LIMITS.tagsPerPost);
  }
  if (post.markdown.length > FIELD_LIMITS.markdown) {
    notes.push(`body longer than ${FIELD_LIMITS.markdown.toLocaleString("en")} characters, Furrow's limit`);
  }
  if (post.comments.some((comment) => comment.content.length > FIELD_LIMITS.comment)) {
    notes.push(`comments longer than ${FIELD_LIMITS.comment.toLocaleString("en")} characters were shortened`);
  }
  // The writer makes a slug unique; it must have one to start from, within the limit.
  const slug = (post.slug || slugify(title)).slice(0, FIELD_LIMITS.slug).replace(/-+$/, "");
  return { ...post, title, slug, excerpt, tags, comments: post.comments.map(fitComment), notes };
}
