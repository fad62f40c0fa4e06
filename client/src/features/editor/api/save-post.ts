import type { AdminPost, PostInput } from "@shared/types";
import { ApiError, apiRequest } from "@/lib/api-client";

/** A failed save, with the status when the server answered (409 means someone else saved first). */
export class SaveError extends Error {
  readonly status: number | undefined;
  /** The server's own explanation (`{ error }`), when it gave one. */
  readonly serverMessage: string | undefined;

  constructor(message: string, status?: number, serverMessage?: string) {
    super(message);
    this.name = "SaveError";
    this.status = status;
    this.serverMessage = serverMessage;
  }
}

export const isConflict = (error: unknown) => error instanceof SaveError && error.status === 409;

function serverMessageOf(error: ApiError): string | undefined {
  const body = error.body as { error?: unknown } | undefined;
  return typeof body?.error === "string" ? body.error : undefined;
}

/**
 * The api client's failure worded as a failed save. Restoring a revision saves the post too, so its
 * 409 must read as the same conflict.
 */
export function asSaveError(error: unknown): unknown {
  // The api client words it '{status}: {body text}' already.
  if (error instanceof ApiError) return new SaveError(`HTTP ${error.message}`, error.status, serverMessageOf(error));
  if (error instanceof SyntaxError) return new SaveError(`Expected JSON response, got: ${error.message.slice(0, 100)}`);
  return error;
}

const looksLikePost = (value: unknown): value is AdminPost =>
  Boolean(value) &&
  typeof value === "object" &&
  typeof (value as AdminPost).id === "string" &&
  typeof (value as AdminPost).version === "number";

/**
 * Creates (no id) or updates a post. The call fails when the answer is not ok
 * ('HTTP {status}: {body}') or not JSON ('Expected JSON response, got: {first 100 characters}').
 */
export async function savePost(id: string | null, input: PostInput): Promise<AdminPost> {
  let answer: unknown;
  try {
    answer = id
      ? await apiRequest<unknown>("PATCH", `/api/admin/blog-posts/${encodeURIComponent(id)}`, input)
      : await apiRequest<unknown>("POST", "/api/admin/blog-posts", input);
  } catch (error) {
    throw asSaveError(error);
  }
  // The api client hands back text when the answer was not JSON (a proxy's error page, say).
  if (typeof answer === "string" || answer === undefined) {
    throw new SaveError(`Expected JSON response, got: ${(answer ?? "").slice(0, 100)}`);
  }
  if (!looksLikePost(answer)) throw new SaveError(`Expected JSON response, got: ${JSON.stringify(answer).slice(0, 100)}`);
  return answer;
}
