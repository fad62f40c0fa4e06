import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import type { BeforeAnswer, StepAside } from "./response-cache";

export interface FastPathParts {
  /** Answers from memory before Express, or says false having touched nothing (see responseCache's answerFirst). */
  answerFirst(req: IncomingMessage, res: ServerResponse, stepAside: StepAside, beforeAnswer: BeforeAnswer): boolean;
  /** The hashed build assets' precompressed copies (see ClientAssets.answerHashedAsset). */
  answerHashedAsset(req: IncomingMessage, res: ServerResponse): boolean;
  /** Requests a cached answer must not take, such as an imported post's "/?p=123". */
  stepAside: StepAside;
  /** What Express's stack does ahead of the cache for an answered request (crawler counting). */
  beforeAnswer: BeforeAnswer;
  /** Everything else, unchanged. */
  express: RequestListener;
}

/**
 * The server's request listener: cached public answers and hashed assets leave from here, before
 * Express builds its request and response and runs its router and middleware (a bare node:http
 * handler answers several times what a bare Express one does); every other request goes on to
 * Express as it came. One function and no closures per request: it is the hottest code there is.
 */
export function fastPathListener({ answerFirst, answerHashedAsset, stepAside, beforeAnswer, express }: FastPathParts): RequestListener {
  return (req, res) => {
    try {
      if (answerHashedAsset(req, res) || answerFirst(req, res, stepAside, beforeAnswer)) return;
    } catch (error) {
      // Thrown here, it would end the process; Express's stack, where the cache ran before, answers
      // it (the same failure becomes its JSON 500 and error line) unless the answer had begun.
      if (res.headersSent) {
        res.destroy(error instanceof Error ? error : new Error(String(error)));
        return;
      }
    }
    void express(req, res);
  };
}

/**
 * "/?p=123" and its like may be an imported post's old address, which Express's stack redirects
 * ahead of the cache (see oldLinks' plainPermalinks): the home page with any query string goes on
 * to Express, where the cache still answers it when it is no such link.
 */
export const homeWithQuery: StepAside = (path, search) => path === "/" && search.length > 1;
