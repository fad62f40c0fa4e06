// One class over 300 lines on purpose: the editor's save rules (the auto-save timers, the manual
// save, conflicts with another tab, the browser's draft, restoring a revision) all read and write the
// same few fields, and each rule stays readable only beside the state it guards.
import { EDITOR, TOAST } from "@shared/constants";
import { postInputSchema } from "@shared/schemas";
import { slugify } from "@shared/slug";
import type { AdminPost, PostInput } from "@shared/types";
import { pageSlugProblem, type PostKind } from "@shared/page-addresses";
import type { ToastInput } from "@/components/ui/use-toast";
import { isConflict, SaveError } from "../api/save-post";
import { DEBOUNCED_FIELDS, emptyFields, fieldsFromPost, fieldsKey, hasWords, type EditorFields } from "./editor-fields";
import { formatScheduled } from "@/lib/schedule-time";
import { draftDiffers, draftHasWords, moveDraft, NEW_POST_KEY, readDraft, removeDraft, writeDraft, type LocalDraft } from "./local-drafts";

export type SaveKind = "auto" | "manual";
/** How a restore from the History panel ended; a conflict is shown by the editor's banner. */
export type RestoreResult = { status: "restored" } | { status: "conflict" } | { status: "failed"; message: string };
export type SaveStatus = "idle" | "saving" | "saved" | "error";

/** A blank title cannot be stored, but a body without one is still worth keeping. */
export const UNTITLED_DRAFT_TITLE = "Untitled draft";

/** What the editor needs from the outside world; the component supplies it, tests fake it. */
export interface EditorHost {
  savePost(id: string | null, input: PostInput): Promise<AdminPost>;
  fetchPost(id: string): Promise<AdminPost>;
  /** Saves revision `number`'s content over the post; fails as savePost does (409 on a stale base). */
  restoreRevision(id: string, number: number, baseVersion: number): Promise<AdminPost>;
  notify(toast: ToastInput): void;
  /** A new post was stored: show its own address (replace, no reload). */
  onCreated(id: string): void;
  /** A successful manual save returns to /admin. */
  onManualSaved(): void;
  /** Any successful save: lists elsewhere are out of date. */
  onSaved?(post: AdminPost): void;
  /** Where the cursor is now, read just before the URL changes. */
  captureCaret?(): CaretPosition | null;
}

/** What the server holds, as far as this editor knows. */
interface ServerState {
  version: number;
  isPublished: boolean;
  everPublished: boolean;
  slug: string;
  updatedAt: string;
}

/** Where the author's cursor was, so a remount after the URL change can put it back. */
export interface CaretPosition {
  field: string;
  start: number;
  end: number;
  scrollTop: number;
}

export interface EditorSnapshot {
  postId: string | null;
  /** False for an existing post until its stored version has arrived. */
  loaded: boolean;
  fields: EditorFields;
  /** Whether the author edited the slug; until then a never-published post's slug follows its title. */
  slugTouched: boolean;
  serverSlug: string | null;
  everPublished: boolean;
  status: SaveStatus;
  statusKind: SaveKind | null;
  lastSavedAt: number | null;
  lastError: string | null;
  /** Set when a save was refused because the post changed elsewhere; the author's text is kept. */
  conflict: { kind: SaveKind; message: string } | null;
  saving: boolean;
  /** A manual save is running or waiting for the running one. */
  manualPending: boolean;
  dirty: boolean;
  /** Grows with every change to title, content, excerpt or tags: the 3 s auto-save timer restarts on it. */
  changeTick: number;
  /** A newer copy of this post kept in this browser, offered to the author. */
  draftOffer: LocalDraft | null;
  /** The new-post editor opened with the local draft restored. */
  restoredDraft: boolean;
}

// Stores of posts just created by auto-save, waiting for the editor at the post's own address.
const handoffs = new Map<string, EditorStore>();

/** The store that created this post, if the editor at /edit-post/{id} should carry on with it. */
export function peekHandoff(id: string | undefined): EditorStore | undefined {
  return id ? handoffs.get(id) : undefined;
}

export function releaseHandoff(id: string, store: EditorStore): void {
  if (handoffs.get(id) === store) handoffs.delete(id);
}

const timeFormat = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", second: "2-digit" });
export const formatSaveTime = (at: number) => timeFormat.format(new Date(at));

/**
 * The editor's state and its save rules, outside React
 * so the rules can be tested with fake timers and so the state survives the move from
 * /create-post to /edit-post/{id}.
 */
export class EditorStore {
  private host: EditorHost;
  private snapshot: EditorSnapshot;
  private readonly listeners = new Set<() => void>();
  private server: ServerState | null = null;
  private savedKey: string;
  private statusTimer: ReturnType<typeof setTimeout> | undefined;
  private queued: SaveKind | null = null;
  /** Set by the component just before the URL changes. */
  caret: CaretPosition | null = null;
  /** True when this store was carried over from another mount. */
  handedOff = false;

  /** `newKind`: what a new one becomes when first saved (a post, or a page); a stored one says itself. */
  constructor(host: EditorHost, postId: string | null = null, newKind: PostKind = "post") {
    this.host = host;
    const fields = emptyFields(newKind);
    this.savedKey = fieldsKey(fields);
    this.snapshot = {
      postId,
      loaded: postId === null,
      fields,
      slugTouched: false,
      serverSlug: null,
      everPublished: false,
      status: "idle",
      statusKind: null,
      lastSavedAt: null,
      lastError: null,
      conflict: null,
      saving: false,
      manualPending: false,
      dirty: false,
      changeTick: 0,
      draftOffer: null,
      restoredDraft: false,
    };
    if (postId === null) this.restoreNewPostDraft();
  }

  // ---- React glue -------------------------------------------------------------------------

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  getSnapshot = () => this.snapshot;

  attach(host: EditorHost): void {
    this.host = host;
  }

  private update(patch: Partial<EditorSnapshot>): void {
    const next = { ...this.snapshot, ...patch };
    next.dirty = fieldsKey(next.fields) !== this.savedKey;
    this.snapshot = next;
    this.listeners.forEach((listener) => listener());
  }

  /** A new page's unsaved text is kept apart from a new post's: neither comes back in the other's editor. */
  private get newKey(): string {
    return this.snapshot.fields.kind === "page" ? `${NEW_POST_KEY}-page` : NEW_POST_KEY;
  }

  private get draftKey(): string {
    return this.snapshot.postId ?? this.newKey;
  }

  // ---- Loading and local drafts -----------------------------------------------------------

  /** A new post's editor that opens empty gets the local draft back. */
  private restoreNewPostDraft(): void {
    const draft = readDraft(this.newKey);
    if (!draft || !draftHasWords(draft)) return;
    const { title, content, excerpt, tags, isPublished } = draft;
    this.snapshot = {
      ...this.snapshot,
      fields: { ...this.snapshot.fields, title, content, excerpt, tags, isPublished },
      restoredDraft: true,
    };
    this.snapshot.dirty = true;
  }

  /** The stored post arrived; a newer local copy that differs is offered, not applied. */
  loadPost(post: AdminPost): void {
    this.server = serverStateOf(post);
    const fields = fieldsFromPost(post);
    this.savedKey = fieldsKey(fields);
    const draft = readDraft(post.id);
    let draftOffer: LocalDraft | null = null;
    if (draft && draftDiffers(draft, fields)) {
      if (draft.savedAt > Date.parse(post.updatedAt)) draftOffer = draft;
    } else if (draft) {
      removeDraft(post.id); // the server already has exactly this
    }
    this.update({
      postId: post.id,
      loaded: true,
      fields,
      slugTouched: false,
      serverSlug: post.slug,
      everPublished: this.server.everPublished,
      draftOffer,
      conflict: null,
    });
  }

  applyDraftOffer(): void {
    const draft = this.snapshot.draftOffer;
    if (!draft) return;
    const { title, content, excerpt, tags, isPublished } = draft;
    this.update({
      fields: { ...this.snapshot.fields, title, content, excerpt, tags, isPublished },
      draftOffer: null,
      changeTick: this.snapshot.changeTick + 1,
    });
  }

  dismissDraftOffer(): void {
    if (this.snapshot.postId) removeDraft(this.snapshot.postId);
    this.update({ draftOffer: null });
  }

  /** "Start over" on a restored new-post draft. */
  discardRestoredDraft(): void {
    removeDraft(this.newKey);
    this.update({ fields: emptyFields(), restoredDraft: false });
  }

  // ---- Editing ----------------------------------------------------------------------------

  setField<K extends keyof EditorFields>(name: K, value: EditorFields[K]): void {
    const fields = { ...this.snapshot.fields, [name]: value };
    const changeTick = DEBOUNCED_FIELDS.has(name) ? this.snapshot.changeTick + 1 : this.snapshot.changeTick;
    this.update({ fields, changeTick, slugTouched: this.snapshot.slugTouched || name === "slug" });
    writeDraft(this.draftKey, fields, Date.now());
  }

  /**
   * The slug a save sends. An edited slug is the author's; a post never published follows its
   * title (so an early auto-save of a half-typed title does not fix its address); a published
   * post keeps the address readers already have.
   */
  effectiveSlug(): string {
    const { fields, slugTouched, everPublished } = this.snapshot;
    if (slugTouched) return fields.slug.trim();
    if (!everPublished) return slugify(fields.title);
    return fields.slug;
  }

  // ---- Saving -----------------------------------------------------------------------------

  /** The 10 s tick and the 3 s-after-a-change timer both land here. */
  autoSave(): void {
    const { loaded, fields, dirty, conflict, saving } = this.snapshot;
    if (!loaded || !hasWords(fields) || !dirty || conflict) return;
    // Skipped while a save is in progress; the next tick picks the change up.
    if (saving) return;
    void this.run("auto");
  }

  /** The Publish / Save Draft button. Saves never overlap: one follow-up waits for the running save. */
  save(): void {
    if (!this.snapshot.loaded) return;
    if (this.snapshot.saving) {
      this.queued = "manual";
      this.update({ manualPending: true });
      return;
    }
    void this.run("manual");
  }

  /** Conflict: replace the author's text with the stored post. */
  async reloadTheirs(): Promise<void> {
    const id = this.snapshot.postId;
    if (!id) return;
    try {
      const post = await this.host.fetchPost(id);
      removeDraft(id);
      this.loadPost(post);
      this.setStatus("idle", null);
    } catch (error) {
      this.host.notify({ title: "Error", description: errorText(error, "Failed to load the stored post"), variant: "destructive" });
    }
  }

  /** Conflict: keep the author's text and save it over the stored post, based on its current version. */
  async overwrite(): Promise<void> {
    const { postId, conflict } = this.snapshot;
    if (!postId || !conflict || this.snapshot.saving) return;
    try {
      const post = await this.host.fetchPost(postId);
      this.server = serverStateOf(post);
      this.update({ conflict: null, serverSlug: post.slug, everPublished: this.server.everPublished });
      await this.run(conflict.kind);
    } catch (error) {
      this.host.notify({ title: "Error", description: errorText(error, "Failed to save post"), variant: "destructive" });
    }
  }

  /**
   * Brings back revision `number` as a new save based on the version this editor has, so a post
   * changed elsewhere meets the same conflict as a save. The author's unsaved text is replaced by
   * the restored one (the History panel asks first); whether the post is public stays as it is.
   */
  async restoreRevision(number: number): Promise<RestoreResult> {
    const { postId, loaded, saving } = this.snapshot;
    if (!postId || !loaded || !this.server) return { status: "failed", message: "The post has not loaded yet." };
    // The running save will move the version on; restoring on the old one would only conflict.
    if (saving) return { status: "failed", message: "A save is in progress. Try again when it has finished." };
    this.setStatus("saving", "manual", { saving: true });
    let post: AdminPost;
    try {
      post = await this.host.restoreRevision(postId, number, this.server.version);
    } catch (error) {
      this.update({ saving: false });
      if (isConflict(error)) {
        this.fail("manual", error);
        this.drainQueue();
        return { status: "conflict" };
      }
      // Nothing was saved, so the editor's own save state is left as it was.
      this.setStatus("idle", null);
      this.drainQueue();
      return { status: "failed", message: manualErrorText(error) };
    }
    // The local copy holds the text the author agreed to replace; offering it back would undo the restore.
    removeDraft(postId);
    this.loadPost(post);
    this.setStatus("saved", "manual", { saving: false, lastSavedAt: Date.now(), lastError: null });
    this.host.onSaved?.(post);
    this.host.notify({
      title: `Restored version #${number}`,
      description: "It is the newest version now; the history keeps every earlier one.",
    });
    this.drainQueue();
    return { status: "restored" };
  }

  private buildInput(kind: SaveKind): PostInput {
    const { fields, postId } = this.snapshot;
    const slug = this.effectiveSlug();
    const category = fields.categoryName.trim() ? { name: fields.categoryName.trim(), color: fields.categoryColor } : undefined;
    return {
      kind: fields.kind,
      title: fields.title.trim() || (kind === "auto" ? UNTITLED_DRAFT_TITLE : ""),
      content: fields.content,
      excerpt: fields.excerpt,
      tags: fields.tags,
      // Auto-save stores a new post unpublished, and it never publishes or unpublishes
      // an existing one behind the author's back: only the Publish / Save Draft button does that.
      isPublished: kind === "manual" ? fields.isPublished : (this.server?.isPublished ?? false),
      isFeatured: fields.isFeatured,
      maths: fields.maths,
      ...(slug ? { slug } : {}),
      ...(fields.featuredImage.trim() ? { featuredImage: fields.featuredImage.trim() } : {}),
      featuredImageAlt: fields.featuredImageAlt.trim(),
      ...(category ? { category } : {}),
      ...(postId && this.server ? { baseVersion: this.server.version } : {}),
      // Like publishing, the schedule changes only by the author's button; an auto-save keeps it.
      ...(kind === "auto" ? { autosave: true } : { publishAt: fields.isPublished ? null : fields.publishAt || null }),
      // Settled at the first publish; the server ignores it afterwards, so it is not sent.
      ...(this.server?.everPublished ? {} : { newsletter: { send: fields.sendNewsletter, content: fields.newsletterContent } }),
    };
  }

  private setStatus(status: SaveStatus, kind: SaveKind | null, extra: Partial<EditorSnapshot> = {}): void {
    clearTimeout(this.statusTimer);
    this.update({ status, statusKind: kind, ...extra });
    const idleAfter =
      status === "saved"
        ? kind === "auto"
          ? EDITOR.autoSavedIdleMs
          : EDITOR.manualSavedIdleMs
        : status === "error"
          ? kind === "auto"
            ? EDITOR.autoSaveErrorIdleMs
            : EDITOR.manualSaveErrorIdleMs
          : null;
    if (idleAfter !== null) this.statusTimer = setTimeout(() => this.update({ status: "idle", statusKind: null }), idleAfter);
  }

  private async run(kind: SaveKind): Promise<void> {
    const input = this.buildInput(kind);
    const checked = postInputSchema.safeParse(input);
    // A page at a reserved address is refused here as the server would refuse it, without the round trip.
    const problem = input.kind === "page" ? pageSlugProblem(input.slug || input.title) : null;
    if (!checked.success || problem) {
      this.fail(kind, new SaveError(problem ?? checked.error?.issues[0]?.message ?? "Invalid post"));
      this.drainQueue();
      return;
    }
    const sentKey = fieldsKey(this.snapshot.fields);
    const wasNew = this.snapshot.postId === null;
    this.setStatus("saving", kind, { saving: true, manualPending: kind === "manual" || this.queued === "manual" });

    let post: AdminPost;
    try {
      post = await this.host.savePost(this.snapshot.postId, input);
    } catch (error) {
      this.update({ saving: false });
      this.fail(kind, error);
      this.drainQueue();
      return;
    }

    this.server = serverStateOf(post);
    this.savedKey = sentKey;
    if (wasNew) moveDraft(this.newKey, post.id);
    if (kind === "manual") removeDraft(post.id);
    const now = Date.now();
    this.setStatus("saved", kind, {
      postId: post.id,
      saving: false,
      manualPending: this.queued === "manual",
      lastSavedAt: now,
      lastError: null,
      serverSlug: post.slug,
      everPublished: this.server.everPublished,
      restoredDraft: false,
    });
    this.host.onSaved?.(post);

    if (kind === "auto") {
      this.host.notify({
        title: "Draft saved",
        description: "Your changes have been automatically saved.",
        duration: TOAST.autoSaveSuccessMs,
      });
      if (wasNew) {
        // The editor at the new address carries on with this store: same text, same cursor.
        handoffs.set(post.id, this);
        this.handedOff = true;
        this.caret = this.host.captureCaret?.() ?? null;
        this.host.onCreated(post.id);
      }
    } else {
      this.host.notify({
        title: "Success",
        description: post.isPublished
          ? "Post published successfully!"
          : post.scheduledAt
            ? `Post scheduled for ${formatScheduled(post.scheduledAt)}.`
            : "Post saved as draft successfully!",
      });
      this.host.onManualSaved();
    }
    this.drainQueue();
  }

  private fail(kind: SaveKind, error: unknown): void {
    const message = errorText(error, "Failed to save post");
    if (isConflict(error)) {
      const explanation = (error as SaveError).serverMessage ?? "This post was changed elsewhere since you opened it";
      this.setStatus("error", kind, {
        lastError: message,
        conflict: { kind, message: explanation },
        manualPending: this.queued === "manual",
      });
      // A manual save gets the spec's error toast; an auto-save's "save manually" advice would not help here.
      if (kind === "manual") this.host.notify({ title: "Error", description: explanation, variant: "destructive" });
      return;
    }
    this.setStatus("error", kind, { lastError: message, manualPending: this.queued === "manual" });
    if (kind === "auto") {
      this.host.notify({
        title: "Auto-save failed",
        description: "Your changes could not be saved automatically. Please save manually.",
        variant: "destructive",
        duration: TOAST.autoSaveFailureMs,
      });
    } else {
      this.host.notify({ title: "Error", description: manualErrorText(error), variant: "destructive" });
    }
  }

  private drainQueue(): void {
    const next = this.queued;
    this.queued = null;
    if (next) void this.run(next);
  }
}

function serverStateOf(post: AdminPost): ServerState {
  return {
    version: post.version,
    isPublished: post.isPublished,
    everPublished: post.isPublished || post.publishedAt !== null,
    slug: post.slug,
    updatedAt: post.updatedAt,
  };
}

function errorText(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/** 'Error' with the message or 'Failed to save post'; the server's own words read best. */
function manualErrorText(error: unknown): string {
  if (error instanceof SaveError && error.serverMessage) return error.serverMessage;
  return errorText(error, "Failed to save post");
}
