import * as schemas from "../../../shared/schemas";
import { newsletterLinkPage, REPLY_NOTICES_STOP_PATH, replyNoticesOutcomePage } from "../../../shared/newsletter-links";
import { endpoint, RedirectReply } from "../../api/endpoint";
import { NotFoundError } from "../../lib/errors";
import type { ReplyNotices } from "./reply-notices";

/**
 * The stop link of a commenter's reply notice, shaped as the newsletter's unsubscribe: a GET only
 * opens the page that asks for one click (mail scanners open every link), the page's button posts,
 * and so does a mail client's one-click unsubscribe (RFC 8058).
 */
export function replyNoticesEndpoints({ replyNotices }: { replyNotices: ReplyNotices }) {
  return [
    endpoint({
      method: "get",
      path: REPLY_NOTICES_STOP_PATH,
      tag: "Comments",
      access: "public",
      status: 303,
      summary: "A reply notice's List-Unsubscribe URL opened as a page: shows the page that asks for one click, and stops nothing",
      description:
        "Mail security scanners open every link of a mail, so a GET never acts: the page's button, or the mail client's one-click POST, does.",
      query: schemas.replyNoticeTokenQuerySchema,
      headers: { Location: "/newsletter?action=stop-replies&token=..." },
      handle: ({ query }) => new RedirectReply(newsletterLinkPage("stop-replies", query.token)),
    }),
    endpoint({
      method: "post",
      path: `${REPLY_NOTICES_STOP_PATH}/form`,
      tag: "Comments",
      access: "public",
      status: 303,
      summary: "What the stop page's button posts: no more mails about that comment's replies, then the page saying so",
      query: schemas.replyNoticeTokenQuerySchema,
      headers: { Location: "/newsletter?replies=stopped|invalid" },
      handle: async ({ query }) => new RedirectReply(replyNoticesOutcomePage(await replyNotices.stop(query.token))),
    }),
    endpoint({
      method: "post",
      path: REPLY_NOTICES_STOP_PATH,
      tag: "Comments",
      access: "public",
      status: 204,
      summary: "One-click stop (RFC 8058): what a mail client's unsubscribe button posts for a reply notice; no sign-in, no question",
      description: "The body a mail client sends (List-Unsubscribe=One-Click) is not needed: the token names the comment.",
      query: schemas.replyNoticeTokenQuerySchema,
      errors: { 404: "The token is not one this site made" },
      async handle({ query }) {
        if ((await replyNotices.stop(query.token)) === "invalid") throw new NotFoundError("Unknown stop link");
      },
    }),
  ];
}
