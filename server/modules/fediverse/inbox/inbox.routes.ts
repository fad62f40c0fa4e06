import { createHash } from "node:crypto";
import express, { Router, type Request, type Response } from "express";
import type { Clock } from "../../../lib/clock";
import type { Logger } from "../../../lib/logger";
import { requestLog } from "../../../middleware/request-log";
import type { FediverseIdentity } from "../identity";
import type { RemoteActors } from "../remote/remote-actors";
import { verifySignedRequest, type SignatureChecks } from "../signatures/verify-request";
import { type Activity, hostOf, idOf, objectOf, typeOf } from "./activity-fields";
import type { InboxCaps } from "./inbox-caps";
import { newQueueWork, type InboxQueueRepository } from "../../../store/repositories/fediverse-queue.repository";

/** The largest activity taken: a note with its mentions is a few kB; anything near this is junk. */
export const INBOX_BODY_LIMIT = "1mb";

export interface InboxRoutesOptions {
  identity: FediverseIdentity;
  remoteActors: RemoteActors;
  /** How signatures are checked (see verify-request.ts). */
  signatureChecks?: SignatureChecks;
  /** Where accepted activities wait to be handled. */
  queue: InboxQueueRepository;
  /** What bounds the queue: activities a day, per server and in all. */
  caps: InboxCaps;
  clock: Clock;
  logger: Logger;
  /** Called once an activity is queued, so it is handled at once. */
  queued: () => void;
}

function refuse(res: Response, status: number, error: string): void {
  // Served ahead of the site's security headers (see app.ts): the one a JSON answer needs.
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.status(status).json({ error });
}

function parsed(body: unknown): Activity | null {
  if (!Buffer.isBuffer(body) || body.length === 0) return null;
  try {
    const value: unknown = JSON.parse(body.toString("utf8"));
    const activity = objectOf(value);
    return activity && typeOf(activity) && idOf(activity.actor) ? activity : null;
  } catch {
    return null;
  }
}

/**
 * The blog's inboxes (its own and the shared one take the same): every POST verified as it arrives
 * (401 when it is not signed by the account it names), then queued and answered 202 at once, so a
 * server never waits on the blog's handling of it.
 */
export function inboxRoutes({ identity, remoteActors, signatureChecks, queue, caps, clock, logger, queued }: InboxRoutesOptions): Router {
  const router = Router();
  const paths = [identity.inboxPath, identity.sharedInboxPath];
  const raw = express.raw({ type: () => true, limit: INBOX_BODY_LIMIT });
  // Mounted ahead of the app's own request log (see app.ts): its line is written here.
  const logged = requestLog(logger);

  router.post(paths, logged, raw, async (req: Request, res: Response) => {
    const activity = parsed(req.body);
    const actorId = activity ? idOf(activity.actor) : null;
    // An account deleting itself can no longer be checked (its key is gone with it); one the blog never knew is no concern of it.
    if (activity && actorId && typeOf(activity) === "Delete" && idOf(activity.object) === actorId && !(await remoteActors.known(actorId))) {
      res.status(202).end();
      return;
    }
    // The signature first: whatever its body, a request nobody signed is refused as such (401).
    const verification = await verifySignedRequest(
      {
        method: req.method,
        path: req.originalUrl,
        url: `${identity.publicUrl}${req.originalUrl}`,
        headers: req.headers,
        body: req.body as Buffer,
      },
      clock.now(),
      (keyId, options) => remoteActors.byKeyId(keyId, options),
      signatureChecks,
    );
    if (!verification.ok && verification.busy) {
      res.setHeader("Retry-After", "30");
      return refuse(res, 429, `Not now: ${verification.reason}`);
    }
    if (!verification.ok) return refuse(res, 401, `Not accepted: ${verification.reason}`);
    if (!activity || !actorId) return refuse(res, 400, "The body must be an ActivityPub activity (JSON with a type and an actor)");
    if (verification.signer._id !== actorId) return refuse(res, 401, "Not accepted: the key that signed it belongs to another account");
    const server = hostOf(actorId);
    // Queued once per account and activity (a repeat is handled once), and no account can take another's id first.
    const id = createHash("sha256")
      .update(
        `${actorId}\n${
          idOf(activity.id) ??
          createHash("sha256")
            .update(req.body as Buffer)
            .digest("base64url")
        }`,
      )
      .digest("base64url");
    // Counted and queued in the same commit: a commit is a flush the answer waits for, and a burst
    // of POSTs waits on each one's share of the thread. Past the cap, what was queued is taken back.
    const [allowed, queuedNow] = await Promise.all([
      caps.take(server),
      queue.enqueue({ ...newQueueWork(server, clock.now()), _id: id, signer: actorId, activity }),
    ]);
    if (!allowed) {
      if (queuedNow) await queue.withdraw(id);
      return refuse(res, 429, "Too many activities from this server today");
    }
    queued();
    logger.debug("fediverse: activity accepted", { type: typeOf(activity), actor: actorId });
    res.status(202).end();
  });

  router.all(paths, logged, (_req, res) => {
    res.setHeader("Allow", "POST");
    refuse(res, 405, "An inbox takes POST only");
  });

  return router;
}
