import { Router } from "express";
import { SUBSCRIBE_MESSAGE, subscribeInputSchema } from "../../../shared/schemas";
import type { SubscribeResponse } from "../../../shared/types";
import type { Config } from "../../config";
import { rateLimit } from "../../middleware/rate-limit";
import { validate, validated } from "../../middleware/validate";
import type { NewsletterService } from "./newsletter.service";

export function newsletterRoutes(config: Config, newsletter: NewsletterService): Router {
  const router = Router();
  const limit = rateLimit({ limit: config.rateLimits.newsletter, windowMs: config.rateLimits.windowMs });

  router.post("/subscribe", limit, validate({ body: subscribeInputSchema }), async (_req, res) => {
    const { body } = validated<{ body: typeof subscribeInputSchema }>(res);
    await newsletter.subscribe(body.email);
    const answer: SubscribeResponse = { ok: true, message: SUBSCRIBE_MESSAGE };
    res.status(200).json(answer);
  });

  return router;
}
