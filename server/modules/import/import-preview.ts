import type { ImportPreview } from "../../../shared/schemas/imports";
import { collectImageRefs } from "./images/bring-images-home";
import type { ImportEvent } from "./imported-item";

/** Warnings beyond this many are summed up in one line: the preview is read by a person. */
const WARNINGS_SHOWN = 50;
const NOT_FETCHED = /^(data:|#|\/uploads\/)/i;

/** Counts what the file holds, one event at a time, writing nothing: the author's preview before confirming. */
export function previewCounter() {
  const preview: ImportPreview = {
    posts: 0,
    drafts: 0,
    scheduled: 0,
    pages: 0,
    comments: 0,
    tags: 0,
    images: 0,
    skipped: {},
    warnings: [],
  };
  const tags = new Set<string>();
  let items = 0;
  let hidden = 0;
  const warn = (message: string) => {
    if (preview.warnings.length < WARNINGS_SHOWN) preview.warnings.push(message);
    else hidden += 1;
  };
  return {
    add(event: ImportEvent) {
      if (event.type === "warning") return warn(event.message);
      items += 1;
      if (event.type === "skipped") {
        preview.skipped[event.item.kind] = (preview.skipped[event.item.kind] ?? 0) + 1;
        return;
      }
      const { post } = event;
      if (post.kind === "page") preview.pages = (preview.pages ?? 0) + 1;
      else if (post.status === "published") preview.posts += 1;
      else if (post.status === "scheduled") preview.scheduled += 1;
      else preview.drafts += 1;
      preview.comments += post.comments.length;
      for (const tag of post.tags) tags.add(tag.trim().toLowerCase());
      // Counted as the images step finds them: Markdown images, reference images, raw <img> tags and the featured image, each once.
      const refs = new Set(
        [...collectImageRefs(post.markdown), ...(post.featuredImage ? [post.featuredImage] : [])].map((ref) => ref.trim()),
      );
      for (const ref of refs) if (ref && !NOT_FETCHED.test(ref)) preview.images += 1;
      for (const note of post.notes) warn(`${post.title}: ${note}`);
    },
    /** The preview, and how many items (posts and skipped ones) the writing will go through. */
    result(): { preview: ImportPreview; items: number } {
      tags.delete("");
      const warnings = hidden > 0 ? [...preview.warnings, `…and ${hidden} more`] : preview.warnings;
      return { preview: { ...preview, tags: tags.size, warnings }, items };
    },
  };
}
