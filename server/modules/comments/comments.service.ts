import type { CommentInput } from "../../../shared/types";
import { NotFoundError, ValidationError } from "../../lib/errors";
import type { Clock } from "../../lib/clock";
import { newId } from "../../lib/ids";
import type { CommentsRepository } from "../../store/repositories/comments.repository";
import type { PostsRepository } from "../../store/repositories/posts.repository";
import type { CommentRecord, FediverseCommentRecord } from "../../store/repositories/comments.record";
import { FIELD_LIMITS } from "../../../shared/constants";
import type { PostsService } from "../posts";
import type { Reader } from "../posts";
import type { CommentFormTokens } from "./comment-form-tokens";
import type { AuthorReply } from "./reply-notices";
import { contentKey, type Hold, heldByFilter, ruleHolds, substantial } from "./spam-checks";
import { countsWithSeed, filterTokens, SPAM_THRESHOLD, spamProbability } from "./spam-filter";
import { addLesson, type SpamFilterRepository, type SpamLessons, TAUGHT_DOCUMENTS } from "../../store/repositories/spam-filter.repository";
import { BATCH_ROWS, breathe } from "../../store/batches";

interface Dependencies {
  comments: CommentsRepository;
  postsRepository: PostsRepository;
  posts: Pick<PostsService, "get">;
  formTokens: CommentFormTokens;
  spamFilter: SpamFilterRepository;
  /** Queues the author's notice of a new comment (batched per window); spam sends nothing. */
  commentWaiting: (comment: CommentRecord) => Promise<void>;
  /** Tells the commenter of the author's answer, if they asked to be told. */
  authorReplied: (comment: CommentRecord, reply: AuthorReply) => Promise<void>;
  clock: Clock;
}

/** A comment with the title and slug of its post, for the moderation list; undefined once the post is gone. */
export interface CommentForModeration {
  comment: CommentRecord;
  post: { title: string; slug: string } | undefined;
}

/**
 * A comment posted by the server-drawn form (no JavaScript): its token came in the page's HTML,
 * which the response cache serves to every reader for up to an hour, so its comments are counted
 * per client (the rate limits' key), not per token, or a busy page's readers would share three.
 */
export interface SentFrom {
  pageClient: string;
}

/** A reply to a post from the fediverse, as the inbox read it from the note. */
export interface FediverseReply {
  postId: string;
  authorName: string;
  /** The note's text, plain. */
  content: string;
  createdAt: Date;
  fediverse: FediverseCommentRecord;
}

export function createCommentsService({
  comments,
  postsRepository,
  posts,
  formTokens,
  spamFilter,
  commentWaiting,
  authorReplied,
  clock,
}: Dependencies) {
  const scoreOf = async (tokens: string[]) =>
    spamProbability(countsWithSeed(await spamFilter.learnedFor(tokens), TAUGHT_DOCUMENTS), tokens);

  /** The author's decision on one comment as counts to add, taking back an earlier opposite one. */
  function lessonOf(comment: CommentRecord, side: "spam" | "ham", lessons: SpamLessons): SpamLessons {
    if (comment.taughtAs === side) return lessons;
    const tokens = filterTokens(comment.content);
    if (comment.taughtAs) addLesson(lessons, tokens, comment.taughtAs, -1);
    return addLesson(lessons, tokens, side, 1);
  }

  /** Teaches the filter the author's decision, taking back an earlier opposite one. */
  async function learn(comment: CommentRecord, side: "spam" | "ham"): Promise<void> {
    const lessons = lessonOf(comment, side, new Map());
    if (lessons.size > 0) await spamFilter.learn(lessons);
  }

  /**
   * The checks a submission passes through, in the order they cost: the hidden field, the form
   * token (its post, its age, how many comments it carried), links, copies under other posts, then
   * the filter's score. Nothing is written but the token's count of uses.
   */
  async function check(
    postId: string,
    input: CommentInput,
    sentFrom?: SentFrom,
  ): Promise<{ key: string; score: number; holds: Hold[]; reasons: string[] }> {
    const key = contentKey(input.content);
    const form = await formTokens.use(input.formToken, postId, sentFrom?.pageClient);
    const holds = ruleHolds({
      honeypot: input.website ?? "",
      formAgeMs: form.ageMs,
      formUses: form.uses,
      content: input.content,
      repeatedElsewhere: substantial(input.content) && (await comments.postedElsewhere(key, postId)),
    });
    // The filter never deletes: a high score sends the comment to Spam, where the author can rescue it.
    const score = await scoreOf(filterTokens(input.content));
    if (score >= SPAM_THRESHOLD) holds.push({ by: "filter", reason: `the filter scored it ${Math.round(score * 100)}% spam` });
    return { key, score, holds, reasons: holds.map((hold) => hold.reason) };
  }

  /** The post a reader may comment on: one they can read, and an article, never a page. */
  async function commentable(postId: string, reader: Reader) {
    const post = await posts.get(postId, reader);
    if (post.kind === "page") throw new ValidationError("Pages take no comments");
    return post;
  }

  return {
    check,

    /** Readers may only see or join the conversation on a post they can read. */
    async listApproved(postId: string, reader: Reader): Promise<CommentRecord[]> {
      const post = await posts.get(postId, reader);
      return comments.listApproved(post._id);
    },

    /** Drawn with the form under a post a reader can comment on, so a submission can show it took a person's time there. */
    async formToken(postId: string, reader: Reader): Promise<string> {
      const post = await commentable(postId, reader);
      return formTokens.issue(post._id);
    },

    /**
     * New comments wait for the author's approval before anyone sees them; those the checks find
     * to be spam go to the Spam view instead. The caller answers the same either way, so a bot
     * learns nothing from the answer.
     */
    async submit(postId: string, input: CommentInput, reader: Reader, sentFrom?: SentFrom): Promise<CommentRecord> {
      const post = await commentable(postId, reader);
      const { key, score, holds, reasons } = await check(post._id, input, sentFrom);
      const comment: CommentRecord = {
        _id: newId(),
        postId: post._id,
        authorName: input.authorName,
        authorEmail: input.authorEmail.toLowerCase(),
        content: input.content,
        isApproved: false,
        createdAt: clock.now(),
        contentKey: key,
        spamScore: score,
        ...(input.notifyOnReply === true && { notifyOnReply: true }),
        ...(holds.length > 0 && { isSpam: true, spamReasons: reasons, heldBy: holds.map((hold) => hold.by) }),
      };
      await comments.insert(comment);
      if (!comment.isSpam) await commentWaiting(comment);
      return comment;
    },

    /**
     * A fediverse reply waits for the author as any comment does. The form's rules (its token, its
     * hidden field, the per-address count) do not apply to a server's message; the learned filter
     * does, and a copy under other posts is still held. A note that arrives again is kept once.
     */
    async receiveFediverseReply(reply: FediverseReply): Promise<CommentRecord | null> {
      if (await comments.findFediverseNote(reply.fediverse.noteId, reply.fediverse.actorId)) return null;
      const content = reply.content.slice(0, FIELD_LIMITS.comment);
      const key = contentKey(content);
      const holds: Hold[] = [];
      if (substantial(content) && (await comments.postedElsewhere(key, reply.postId)))
        holds.push({ by: "rule:duplicate", reason: "the same text under another post" });
      const score = await scoreOf(filterTokens(content));
      if (score >= SPAM_THRESHOLD) holds.push({ by: "filter", reason: `the filter scored it ${Math.round(score * 100)}% spam` });
      const comment: CommentRecord = {
        _id: newId(),
        postId: reply.postId,
        authorName: reply.authorName.slice(0, FIELD_LIMITS.name),
        authorEmail: "",
        content,
        isApproved: false,
        createdAt: reply.createdAt,
        contentKey: key,
        spamScore: score,
        fediverse: reply.fediverse,
        ...(holds.length > 0 && { isSpam: true, spamReasons: holds.map((hold) => hold.reason), heldBy: holds.map((hold) => hold.by) }),
      };
      await comments.insert(comment);
      if (!comment.isSpam) await commentWaiting(comment);
      return comment;
    },

    async knowsFediverseReply(noteId: string, actorId: string): Promise<boolean> {
      return (await comments.findFediverseNote(noteId, actorId)) !== null;
    },

    /** A fediverse note edited by its author: the comment follows (approved or not, as it was). */
    async editFediverseReply(noteId: string, actorId: string, text: string): Promise<boolean> {
      const found = await comments.findFediverseNote(noteId, actorId);
      if (!found) return false;
      const content = text.slice(0, FIELD_LIMITS.comment);
      await comments.editContent(found._id, content, contentKey(content));
      return true;
    },

    /** A fediverse note deleted by its author: the comment goes too. */
    async removeFediverseReply(noteId: string, actorId: string): Promise<boolean> {
      const found = await comments.findFediverseNote(noteId, actorId);
      return found ? comments.delete(found._id) : false;
    },

    /** Every comment, newest first, with its post's title and slug. */
    async listForModeration(): Promise<CommentForModeration[]> {
      const [all, titles] = await Promise.all([comments.listAll(), postsRepository.listAll({ title: 1, slug: 1 })]);
      const byId = new Map(titles.map((post) => [post._id, post]));
      return all.map((comment) => ({ comment, post: byId.get(comment.postId) }));
    },

    /**
     * The author's clean-up of the whole Spam view. Only comments the filter itself held teach it
     * spam (the author confirms its verdict); those held by a rule alone go without a lesson, or a
     * stranger could fill the hidden field under readers' words and, after a routine clean-up, get
     * readers held. A comment the author marked spam was taught then. A batch at a time (its lessons summed per word, then its comments deleted), so readers are
     * answered in between however full the view is.
     */
    async deleteAllSpam(): Promise<number> {
      let deleted = 0;
      let after: string | null = null;
      for (;;) {
        const batch = await comments.spamAfter(after, BATCH_ROWS);
        if (batch.length === 0) return deleted;
        const lessons: SpamLessons = new Map();
        for (const comment of batch) if (heldByFilter(comment)) lessonOf(comment, "spam", lessons);
        // Reading and tokenising the batch is a turn's work already; the lessons' writes get turns of their own.
        await breathe();
        if (lessons.size > 0) await spamFilter.learn(lessons);
        deleted += await comments.deleteSpamByIds(batch.map((comment) => comment._id));
        after = batch[batch.length - 1]._id;
        await breathe();
      }
    },

    /** Approving (or "Not spam") teaches the filter that such words are a reader's. */
    async approve(id: string): Promise<void> {
      const comment = await comments.findById(id);
      if (!comment || !(await comments.approve(id))) throw new NotFoundError("Comment not found");
      await learn(comment, "ham");
    },

    /**
     * The author's answer under an approved comment, shown on the article; saying it again replaces
     * it. The first answer tells the commenter, if they asked; a correction does not tell them again.
     */
    async reply(id: string, content: string, authorName: string): Promise<CommentRecord> {
      const comment = await comments.findById(id);
      if (!comment) throw new NotFoundError("Comment not found");
      const reply = { content, authorName, createdAt: clock.now() };
      if (!comment.isApproved || !(await comments.reply(id, reply))) throw new ValidationError("Approve the comment before answering it");
      if (!comment.reply) await authorReplied(comment, { key: "admin", content, authorName });
      return { ...comment, reply };
    },

    /** The author's "Spam": out of the way, and the filter learns the words. */
    async markSpam(id: string): Promise<void> {
      const comment = await comments.findById(id);
      if (!comment || !(await comments.markSpam(id))) throw new NotFoundError("Comment not found");
      await learn(comment, "spam");
    },

    async delete(id: string): Promise<void> {
      if (!(await comments.delete(id))) throw new NotFoundError("Comment not found");
    },
  };
}

export type CommentsService = ReturnType<typeof createCommentsService>;
