import { createHmac } from "node:crypto";
import type { Request, Response } from "express";
import * as z from "zod";
import type { FormDraft } from "../../shared/form-posts";
import { signaturesMatch } from "./stored-secret";

/** The cookie a turned-back form's draft rides in: never the URL, where history and logs keep it. */
export const FORM_DRAFT_COOKIE = "furrow_form_draft";
/** Long enough to follow the redirect; a draft is shown once, then dropped. */
const DRAFT_MAX_AGE_MS = 10 * 60 * 1000;
/** Browsers drop a cookie over 4 KB; a long comment is kept up to what fits. */
const MAX_COOKIE_VALUE = 3800;

const draftSchema = z
  .object({
    comment: z
      .object({ authorName: z.string(), authorEmail: z.string(), content: z.string(), notifyOnReply: z.boolean().optional() })
      .strict()
      .optional(),
    newsletter: z.object({ email: z.string() }).strict().optional(),
  })
  .strict();

const cookieOf = (req: Request, name: string): string | undefined => {
  for (const part of (req.headers.cookie ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at !== -1 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
};

/**
 * Drafts of forms posted without JavaScript that the server turned back (a missing field, a bad
 * address): kept in a short-lived signed cookie across the redirect, read once by the page, so
 * the reader finds what they typed and nothing of it enters a URL.
 */
export function createFormDrafts(secret: () => Promise<Buffer>) {
  const sign = async (payload: string) =>
    createHmac("sha256", await secret())
      .update(`form-draft:${payload}`)
      .digest("base64url");
  const encode = (draft: FormDraft) => Buffer.from(JSON.stringify(draft)).toString("base64url");

  return {
    async keep(res: Response, draft: FormDraft): Promise<void> {
      let payload = encode(draft);
      // Cut the comment's text, never the name or address, until it fits in a cookie.
      while (payload.length > MAX_COOKIE_VALUE && draft.comment && draft.comment.content.length > 0) {
        draft = {
          ...draft,
          comment: { ...draft.comment, content: draft.comment.content.slice(0, Math.floor(draft.comment.content.length * 0.8)) },
        };
        payload = encode(draft);
      }
      res.cookie(FORM_DRAFT_COOKIE, `${payload}.${await sign(payload)}`, {
        httpOnly: true,
        sameSite: "lax",
        path: "/",
        maxAge: DRAFT_MAX_AGE_MS,
      });
    },

    /** The draft this reader brought back, if genuine; the cookie is cleared either way. */
    async take(req: Request, res: Response): Promise<FormDraft | undefined> {
      const value = cookieOf(req, FORM_DRAFT_COOKIE);
      if (value === undefined) return undefined;
      res.clearCookie(FORM_DRAFT_COOKIE, { path: "/" });
      const [payload, signature] = value.split(".");
      if (!payload || !signature) return undefined;
      if (!signaturesMatch(signature, await sign(payload))) return undefined;
      try {
        const parsed = draftSchema.safeParse(JSON.parse(Buffer.from(payload, "base64url").toString("utf8")));
        return parsed.success ? parsed.data : undefined;
      } catch {
        return undefined;
      }
    },
  };
}

export type FormDrafts = ReturnType<typeof createFormDrafts>;
