import { SITE_NAME } from "../../../shared/constants";
import type { NewsletterSendSummary, SendCancelReason } from "../../../shared/types";
import type { BackgroundJob } from "../../jobs/background-jobs";
import type { Clock } from "../../lib/clock";
import { ConflictError, NotFoundError } from "../../lib/errors";
import type { Logger } from "../../lib/logger";
import type { MailQueueRepository } from "../../store/repositories/mail-queue.repository";
import type { NewsletterSendsRepository } from "../../store/repositories/newsletter-sends.repository";
import type { NewsletterLinksRepository } from "../../store/repositories/newsletter-links.repository";
import type { PostsRepository } from "../../store/repositories/posts.repository";
import type { SubscribersRepository } from "../../store/repositories/subscribers.repository";
import type { NewsletterSendRecord } from "../../store/repositories/newsletter-sends.record";
import type { PostRecord } from "../../store/repositories/posts.record";
import { postMail } from "./post-mail";
import { trackedMail } from "./tracked-links";
import { BATCH_ROWS, breathe } from "../../store/batches";

const LISTED_MAX = 50;
const PREPARE_EVERY_MS = 2_000;

interface Dependencies {
  sends: NewsletterSendsRepository;
  links: Pick<NewsletterLinksRepository, "saveAll" | "removeAll" | "ofSends">;
  subscribers: Pick<SubscribersRepository, "receivingAfter">;
  /** Whether the post is public, asked before a cancelled send goes on. */
  posts: Pick<PostsRepository, "findById">;
  mailQueue: MailQueueRepository;
  clock: Clock;
  logger: Logger;
  publicUrl: string;
  /** Tells the mail worker there is something to send now. */
  mailQueued: () => void;
}

/**
 * Sending a post to the list: when a post is first published with "send" chosen, its newsletter
 * is recorded once; preparing it queues one delivery per confirmed subscriber (ids made from the
 * send and the reader, so a restart mid-way queues nobody twice); the mail worker then sends
 * them at its pace, each marked sent in the store as it goes.
 */
export function createNewsletterSendsService({
  sends,
  links,
  subscribers,
  posts,
  mailQueue,
  clock,
  logger,
  publicUrl,
  mailQueued,
}: Dependencies) {
  let preparing: Promise<void> | null = null;

  async function prepareAll(): Promise<void> {
    for (const send of await sends.preparing()) {
      let cursor = send.cursor;
      let queued = send.queued;
      for (;;) {
        const page = await subscribers.receivingAfter(cursor, BATCH_ROWS);
        const now = clock.now();
        // A page is one batch (one transaction), and readers are answered between pages.
        queued += await mailQueue.enqueueManyOnce(
          page.map((reader) => ({
            _id: `${send._id}.${reader._id}`,
            kind: "newsletter",
            sendId: send._id,
            subscriberId: reader._id,
            to: reader.email,
            status: "pending",
            attempts: 0,
            nextAttemptAt: now,
            createdAt: now,
          })),
        );
        if (page.length > 0) {
          cursor = page[page.length - 1]._id;
          if (!(await sends.advance(send._id, cursor, queued))) {
            // Cancelled while this page was queued: the cancel may have run before the page
            // landed, so its deliveries are cancelled here (the worker would pass them over anyway).
            await mailQueue.cancelWaiting(send._id, clock.now());
            logger.info("Newsletter cancelled while it was being queued", { post: send.postId });
            break;
          }
          mailQueued();
        }
        if (page.length < BATCH_ROWS) {
          await sends.prepared(send._id, queued);
          logger.info("Newsletter queued", { post: send.postId, deliveries: queued });
          break;
        }
        await breathe();
      }
    }
  }

  /** One preparation at a time in this process; another instance's overlaps harmlessly (ids are fixed). */
  function prepare(): Promise<void> {
    preparing ??= prepareAll().finally(() => {
      preparing = null;
    });
    return preparing;
  }

  /** Whether the send has something left to stop: it is queuing, or some delivery has not gone yet. */
  async function running(send: NewsletterSendRecord): Promise<boolean> {
    if (send.status === "cancelled") return false;
    return send.status === "preparing" || (await mailQueue.progress(send._id)).pending > 0;
  }

  /**
   * Stops a running send: the send first (the worker asks it before each delivery), then its
   * waiting deliveries. Null when there was nothing to stop; a send gone out in full stays "sent".
   */
  async function cancel(id: string, reason: SendCancelReason): Promise<number | null> {
    const send = await sends.find(id);
    if (!send || send.status === "cancelled" || !(await running(send))) return null;
    if (!(await sends.cancel(id, send.status, reason, clock.now()))) return null;
    await mailQueue.cancelWaiting(id, clock.now());
    // Counted after the move, not by it: deliveries the worker had taken up while the cancel went
    // through its batches are passed over and marked by the worker, and they are stopped too.
    const { cancelled } = await mailQueue.progress(id);
    logger.info("Newsletter cancelled", { send: id, reason, deliveries: cancelled });
    return cancelled;
  }

  return {
    prepare,

    /**
     * After a post was deleted or unpublished: its newsletter, if one is going out, stops. Unlike
     * starting one, this may fail the save: a post withdrawn while it kept mailing is what the
     * author must hear about.
     */
    async postWithdrawn(postId: string, reason: "deleted" | "unpublished"): Promise<void> {
      await cancel(postId, reason);
    },

    /** The author's "Cancel send" in Sent posts. */
    async cancelByAuthor(id: string): Promise<{ cancelled: number }> {
      const send = await sends.find(id);
      if (!send) throw new NotFoundError("No such newsletter");
      if (send.status === "cancelled") throw new ConflictError("This newsletter was cancelled already");
      const cancelled = await cancel(id, "author");
      // Nothing was left to stop, or another request stopped it between the read and the write.
      if (cancelled === null) throw new ConflictError("This newsletter has nothing left to cancel");
      return { cancelled };
    },

    /**
     * After a save that made a post public for the first time: with "send" chosen, its newsletter
     * starts, once. Never fails the save: the post is stored already, and the author can see here
     * whether the newsletter started.
     */
    async postPublished(post: PostRecord): Promise<void> {
      if (!post.isPublished || !post.newsletter?.send) return;
      try {
        const composed = postMail({ post, content: post.newsletter.content, siteName: SITE_NAME, publicUrl });
        const { links: tracked, ...mail } = trackedMail(composed, post._id, publicUrl);
        // Stored before the send, so no mail ever goes out with a link that leads nowhere.
        await links.saveAll(tracked);
        const started = await sends.start({
          _id: post._id,
          postId: post._id,
          postTitle: post.title,
          content: post.newsletter.content,
          status: "preparing",
          cursor: null,
          queued: 0,
          createdAt: clock.now(),
          subject: composed.subject,
          ...mail,
        });
        if (!started) await links.removeAll(tracked.map((link) => link._id));
        if (started)
          void prepare().catch((error: unknown) =>
            logger.warn("Preparing a newsletter failed; it resumes at the next round", { error: String(error) }),
          );
      } catch (error) {
        logger.error("The newsletter of a published post could not be started", {
          post: post._id,
          error: error instanceof Error ? error.message : String(error),
        });
      }
    },

    /**
     * The author's "Send to the rest": a cancelled send goes on, to the readers whose deliveries
     * were cancelled (and, if it was stopped while queuing, to those not queued yet). Only the
     * author asks this; nothing else ever resumes a cancelled send. The post must be public.
     */
    async resumeByAuthor(id: string): Promise<{ resumed: number }> {
      const send = await sends.find(id);
      if (!send) throw new NotFoundError("No such newsletter");
      if (send.status !== "cancelled") throw new ConflictError("This newsletter is not cancelled");
      const isPublic = async () => (await posts.findById(send.postId))?.isPublished === true;
      if (!(await isPublic())) throw new ConflictError("Publish the post again before sending its newsletter");
      const to = send.cancelledWhile ?? "sending";
      if (!(await sends.resume(id, to))) throw new ConflictError("This newsletter is not cancelled");
      const resumed = await mailQueue.restoreCancelled(id, clock.now());
      // Unpublished again in between: the save saw the send cancelled and left it, so stop it here.
      if (!(await isPublic())) {
        await cancel(id, "unpublished");
        throw new ConflictError("Publish the post again before sending its newsletter");
      }
      logger.info("Newsletter resumed by the author", { send: id, deliveries: resumed });
      if (to === "preparing")
        void prepare().catch((error: unknown) =>
          logger.warn("Preparing a newsletter failed; it resumes at the next round", { error: String(error) }),
        );
      if (resumed > 0) mailQueued();
      return { resumed };
    },

    async list(): Promise<NewsletterSendSummary[]> {
      const recent = await sends.list(LISTED_MAX);
      const linksOf = new Map<string, { url: string; clicks: number }[]>();
      for (const { sendId, url, clicks } of await links.ofSends(recent.map((send) => send._id))) {
        if (!linksOf.has(sendId)) linksOf.set(sendId, []);
        linksOf.get(sendId)!.push({ url, clicks });
      }
      return Promise.all(
        recent.map(async (send) => ({
          id: send._id,
          postId: send.postId,
          postTitle: send.postTitle,
          content: send.content,
          startedAt: send.createdAt.toISOString(),
          preparing: send.status === "preparing",
          queued: send.queued,
          ...(await mailQueue.progress(send._id)),
          cancelledAt: send.cancelledAt?.toISOString() ?? null,
          cancelReason: send.cancelReason ?? null,
          lastError: await mailQueue.lastError(send._id),
          links: linksOf.get(send._id) ?? [],
        })),
      );
    },

    async retryFailed(id: string): Promise<{ retried: number }> {
      const send = await sends.find(id);
      if (!send) throw new NotFoundError("No such newsletter");
      if (send.status === "cancelled") throw new ConflictError("This newsletter was cancelled; its deliveries are not sent again");
      const retried = await mailQueue.retryFailed(id, clock.now());
      if (retried > 0) mailQueued();
      return { retried };
    },

    job(): BackgroundJob {
      return { name: "prepare newsletters", everyMs: PREPARE_EVERY_MS, run: prepare };
    },
  };
}

export type NewsletterSendsService = ReturnType<typeof createNewsletterSendsService>;
