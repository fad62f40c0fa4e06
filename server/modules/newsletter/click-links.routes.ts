import { Router, type Request, type Response } from "express";
import { isAutomatedAgent } from "../../../shared/analytics";
import { escapeMarkup } from "../../../shared/html-escape";
import { CLICK_LINK_PREFIX } from "../../../shared/newsletter-links";
import type { Logger } from "../../lib/logger";
import type { NewsletterLinksRepository } from "../../store/repositories/newsletter-links.repository";

/** A send's id (a post's), a dot, and the link's random part; anything else was never in a mail. */
const LINK_ID = /^[A-Za-z0-9_-]{1,64}\.[A-Za-z0-9_-]{16}$/;

const REFUSALS = {
  400: { title: "This link is not complete", body: "The address looks cut short or changed. Open the link from the newsletter again." },
  404: { title: "This link leads nowhere", body: "It is not a link of any newsletter this site sent." },
} as const;

/** A reader who followed a broken link sees a page; anything else (a script, a scanner) gets JSON. */
function refuse(req: Request, res: Response, status: keyof typeof REFUSALS): void {
  const { title, body } = REFUSALS[status];
  res.status(status).setHeader("Cache-Control", "no-store");
  if (req.accepts(["json", "html"]) === "html") {
    res
      .type("html")
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeMarkup(title)}</title></head><body><main><h1>${escapeMarkup(title)}</h1><p>${escapeMarkup(body)}</p><p><a href="/">Go to the blog</a></p></main></body></html>`,
      );
    return;
  }
  res.json({ error: `${title}: ${body}` });
}

/**
 * `GET /l/{id}`: a newsletter link followed. It counts one click on that send's link and sends the
 * reader on to the address stored for it; it never redirects anywhere else, so it cannot be used
 * to send people to an address of a stranger's choosing. Nothing about the reader is stored.
 * Mail security scanners fetch every link of a mail: a HEAD, or a GET from an agent that says it
 * is automated (a crawler, a link previewer, a headless browser), is sent on without being counted.
 */
export function clickLinkRoutes({
  links,
  logger,
}: {
  links: Pick<NewsletterLinksRepository, "destination" | "countClick">;
  logger: Logger;
}) {
  const router = Router();
  router.get(`${CLICK_LINK_PREFIX}:id`, async (req, res) => {
    const id = req.params.id;
    if (!LINK_ID.test(id)) return refuse(req, res, 400);
    const destination = await links.destination(id);
    if (!destination) return refuse(req, res, 404);
    if (req.method === "GET" && !isAutomatedAgent(req.get("user-agent")))
      // The reader is sent on even when counting fails: a lost click is better than a broken link.
      await links.countClick(id).catch((error: unknown) => logger.warn("A newsletter click was not counted", { error: String(error) }));
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("X-Robots-Tag", "noindex");
    res.redirect(302, destination);
  });
  return router;
}
