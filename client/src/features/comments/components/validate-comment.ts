import type { CommentInput } from "@shared/types";

export interface CommentProblem {
  title: string;
  description: string;
}

/** The form's fields, trimmed as the spec asks before anything is judged or sent. */
export function trimComment(input: CommentInput): CommentInput {
  return { authorName: input.authorName.trim(), authorEmail: input.authorEmail.trim(), content: input.content.trim() };
}

/** Spec section 5, word for word; null when the comment may be sent. */
export function commentProblem({ authorName, authorEmail, content }: CommentInput): CommentProblem | null {
  if (!authorName || !authorEmail || !content) {
    return { title: "Missing fields", description: "Please fill in all fields to submit your comment." };
  }
  if (!authorEmail.includes("@")) {
    return { title: "Invalid email", description: "Please enter a valid email address." };
  }
  return null;
}
