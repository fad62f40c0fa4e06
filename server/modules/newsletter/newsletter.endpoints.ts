import * as schemas from "../../../shared/schemas";
import type { SubscribeResponse } from "../../../shared/types";
import { endpoint } from "../../api/endpoint";
import type { NewsletterService } from "./newsletter.service";

export function newsletterEndpoints({ newsletter }: { newsletter: NewsletterService }) {
  return [
    endpoint({
      method: "post", path: "/api/newsletter/subscribe", tag: "Newsletter", access: "public", summary: "Subscribe an address (idempotent; the same answer either way)",
      body: schemas.subscribeInputSchema, response: schemas.subscribeResponseSchema, rateLimit: "newsletter", example: { email: "reader@example.com" },
      async handle({ body }): Promise<SubscribeResponse> {
        await newsletter.subscribe(body.email);
        return { ok: true, message: schemas.SUBSCRIBE_MESSAGE };
      },
    }),
  ];
}
