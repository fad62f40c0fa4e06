import type { Clock } from "../../../lib/clock";
import type { Logger } from "../../../lib/logger";
import type { PostsRepository } from "../../../store/repositories/posts.repository";
import type { FediverseFollowersRepository } from "../../../store/repositories/fediverse-followers.repository";
import type { FediverseReactionsRepository } from "../../../store/repositories/fediverse-reactions.repository";
import type { InboxActivityRecord } from "../../../store/repositories/fediverse-queue.record";
import type { FediverseActorRecord } from "../../../store/repositories/fediverse-actors.record";
import type { FanOut } from "../delivery/fan-out";
import type { FediverseIdentity } from "../identity";
import { type RemoteActors, webAddress } from "../remote/remote-actors";
import { ACTIVITY_STREAMS } from "../activity-streams";
import { GiveUp } from "../queue-worker";
import { htmlToText } from "../../../lib/html-text";
import { escapeRegex } from "../../../lib/escape-regex";
import type { FediverseCommentRecord } from "../../../store/repositories/comments.record";
import { type Activity, hostOf, idOf, objectOf, textOf, typeOf } from "./activity-fields";
import type { InboxCaps } from "./inbox-caps";

/** The comments' side of fediverse replies (the comments service). */
export interface FediverseReplies {
  receiveFediverseReply(reply: {
    postId: string;
    authorName: string;
    content: string;
    createdAt: Date;
    fediverse: FediverseCommentRecord;
  }): Promise<unknown>;
  knowsFediverseReply(noteId: string, actorId: string): Promise<boolean>;
  editFediverseReply(noteId: string, actorId: string, text: string): Promise<boolean>;
  removeFediverseReply(noteId: string, actorId: string): Promise<boolean>;
}

export interface ActivityHandlerOptions {
  identity: FediverseIdentity;
  remoteActors: RemoteActors;
  followers: FediverseFollowersRepository;
  reactions: FediverseReactionsRepository;
  posts: PostsRepository;
  fanOut: FanOut;
  replies: FediverseReplies;
  caps: InboxCaps;
  clock: Clock;
  logger: Logger;
}

/**
 * What the blog does with each activity its inbox accepted (signature verified, signer equal to
 * the activity's actor): follows answered with an Accept, likes and boosts counted, accounts that
 * left or moved honoured. Anything else is accepted and dropped, as servers expect.
 */
export function activityHandler({
  identity,
  remoteActors,
  followers,
  reactions,
  posts,
  fanOut,
  replies,
  caps,
  clock,
  logger,
}: ActivityHandlerOptions) {
  // A reply opens with a mention of the blog ("@furrow Thanks for..."): the comment starts at its words.
  const ownMention = new RegExp(`^(?:@${escapeRegex(identity.username)}(?:@${escapeRegex(identity.domain)})?\\s*)+`, "i");
  const noteText = (note: Activity) =>
    htmlToText(textOf(note.content, 100_000) ?? "")
      .replace(ownMention, "")
      .trim();
  /** The post an activity names, by its Article id or its page's address. */
  async function postNamed(objectId: string | null): Promise<string | null> {
    if (!objectId) return null;
    const byId = identity.articleIdOf(objectId);
    if (byId) return (await posts.findFieldsById(byId, { isPublished: 1 }))?.isPublished ? byId : null;
    const slug = identity.slugOf(objectId);
    if (!slug) return null;
    const post = await posts.findBySlugOrId(slug);
    return post?.isPublished ? post._id : null;
  }

  const followerFrom = (actor: FediverseActorRecord, followId: string) => ({
    _id: actor._id,
    inbox: actor.sharedInbox ?? actor.inbox,
    server: new URL(actor._id).host,
    handle: actor.handle,
    name: actor.name,
    url: actor.url,
    followId,
    followedAt: clock.now(),
  });

  async function follow(activity: Activity, actorId: string): Promise<void> {
    if (idOf(activity.object) !== identity.actorId) throw new GiveUp("a Follow of someone else");
    const followId = idOf(activity.id);
    if (!followId) throw new GiveUp("a Follow without an id");
    const actor = await remoteActors.actor(actorId);
    await followers.upsert(followerFrom(actor, followId));
    // A repeated Follow is accepted again: the server asking may have lost the first Accept.
    await fanOut.toInbox(actor.inbox, {
      "@context": ACTIVITY_STREAMS,
      id: identity.activityId("accept", `${followId}`),
      type: "Accept",
      actor: identity.actorId,
      to: [actorId],
      object: { id: followId, type: "Follow", actor: actorId, object: identity.actorId },
    });
  }

  async function undo(activity: Activity, actorId: string): Promise<void> {
    const undone = activity.object;
    const undoneId = idOf(undone);
    const type = typeOf(undone);
    if (type === "Follow" || (type === null && undoneId !== null && (await followers.find(actorId))?.followId === undoneId)) {
      const inner = objectOf(undone);
      if (inner && inner.actor !== undefined && idOf(inner.actor) !== actorId) throw new GiveUp("an Undo of another account's Follow");
      await followers.remove(actorId);
      return;
    }
    if (undoneId) await reactions.remove(undoneId, actorId);
  }

  async function react(activity: Activity, actorId: string, kind: "like" | "share"): Promise<void> {
    const postId = await postNamed(idOf(activity.object));
    const id = idOf(activity.id);
    if (!postId || !id) return;
    await reactions.add({ _id: id, kind, postId, actorId, at: clock.now() });
  }

  /** A note replying to one of the blog's posts becomes a comment waiting for the author; any other note is not the blog's. */
  async function created(activity: Activity, actorId: string): Promise<void> {
    const note = objectOf(activity.object);
    if (!note || typeOf(note) !== "Note") return;
    const noteId = idOf(note.id);
    if (!noteId || idOf(note.attributedTo) !== actorId || hostOf(noteId) !== hostOf(actorId)) throw new GiveUp("a note by someone else");
    const postId = await postNamed(idOf(note.inReplyTo));
    if (!postId) return;
    const content = noteText(note);
    // A note delivered again is the comment it already is, and counts nothing against its server.
    if (!content || (await replies.knowsFediverseReply(noteId, actorId))) return;
    if (!(await caps.takeReply(hostOf(actorId)))) {
      logger.info("fediverse: a reply over its server's daily cap was dropped", { server: hostOf(actorId) });
      return;
    }
    const actor = await remoteActors.actor(actorId);
    const published = Date.parse(textOf(note.published) ?? "");
    await replies.receiveFediverseReply({
      postId,
      authorName: actor.name || actor.handle,
      content,
      createdAt: Number.isNaN(published) || published > clock.now().getTime() ? clock.now() : new Date(published),
      fediverse: { noteId, actorId, handle: actor.handle, profileUrl: actor.url, noteUrl: webAddress(note.url) ?? noteId },
    });
  }

  async function updated(activity: Activity, actorId: string): Promise<void> {
    const note = objectOf(activity.object);
    const noteId = idOf(note?.id);
    if (!note || !noteId || typeOf(note) !== "Note") return;
    const content = noteText(note);
    if (content) await replies.editFediverseReply(noteId, actorId, content);
  }

  /** An account deleting itself: it leaves the followers and its reactions go. */
  async function accountGone(actorId: string): Promise<void> {
    await followers.remove(actorId);
    await reactions.removeByActor(actorId);
    await remoteActors.forget(actorId);
  }

  /** A follower moving to a new account: honoured only when the new account names the old one. */
  async function move(activity: Activity, actorId: string): Promise<void> {
    const target = idOf(activity.target);
    if (idOf(activity.object) !== actorId || !target) throw new GiveUp("a Move of another account");
    const follower = await followers.find(actorId);
    if (!follower) return;
    const moved = await remoteActors.actor(target);
    if (!moved.alsoKnownAs.includes(actorId)) throw new GiveUp(`the new account ${target} does not name ${actorId}`);
    await followers.move(actorId, followerFrom(moved, follower.followId));
    logger.info("fediverse: a follower moved", { from: actorId, to: target });
  }

  return async (record: InboxActivityRecord): Promise<void> => {
    const { activity, signer: actorId } = record;
    switch (typeOf(activity)) {
      case "Follow":
        return follow(activity, actorId);
      case "Undo":
        return undo(activity, actorId);
      case "Like":
        return react(activity, actorId, "like");
      case "Announce":
        return react(activity, actorId, "share");
      case "Create":
        return created(activity, actorId);
      case "Update":
        return updated(activity, actorId);
      case "Delete": {
        const deleted = idOf(activity.object);
        if (deleted === actorId) return accountGone(actorId);
        if (deleted) await replies.removeFediverseReply(deleted, actorId);
        return;
      }
      case "Move":
        return move(activity, actorId);
      default:
        return;
    }
  };
}
