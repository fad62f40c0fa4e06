import { boundedRequest, OutgoingRequestError } from "../../../lib/outgoing/bounded-request";
import type { DeliveryRecord } from "../../../store/repositories/fediverse-queue.record";
import type { FediverseFollowersRepository } from "../../../store/repositories/fediverse-followers.repository";
import type { RemoteFetchLimits } from "../remote/remote-actors";
import type { SignedHeaders } from "../signatures/sign-request";
import { GiveUp } from "../queue-worker";

/** Answers worth trying again: the server is busy or down, not refusing. */
const TEMPORARY = new Set([408, 425, 429]);

/**
 * Sends one queued activity to one inbox, signed as Mastodon signs. A 2xx is done; a 410 means the
 * account (or, at a shared inbox, the server) is gone, and its followers leave the list; any other
 * 4xx is given up on; a 5xx, a timeout or a refused connection is tried again later.
 */
export function deliveryHandler({
  sign,
  limits,
  followers,
}: {
  sign: SignedHeaders;
  limits: RemoteFetchLimits;
  followers: FediverseFollowersRepository;
}) {
  return async (delivery: DeliveryRecord): Promise<void> => {
    const body = Buffer.from(JSON.stringify(delivery.activity));
    let status: number;
    try {
      status = (
        await boundedRequest({ method: "POST", url: delivery.inbox, headers: await sign("POST", delivery.inbox, body), body, ...limits })
      ).status;
    } catch (error) {
      if (error instanceof OutgoingRequestError && !error.temporary) throw new GiveUp(error.message);
      throw error;
    }
    if (status >= 200 && status < 300) return;
    const host = new URL(delivery.inbox).host;
    if (status === 410) {
      const removed = await followers.removeByInbox(delivery.inbox);
      throw new GiveUp(`${host} answered 410 Gone: ${removed} follower${removed === 1 ? "" : "s"} removed`);
    }
    if (status >= 400 && status < 500 && !TEMPORARY.has(status)) throw new GiveUp(`${host} refused it (${status})`);
    throw new Error(`${host} answered ${status}`);
  };
}
