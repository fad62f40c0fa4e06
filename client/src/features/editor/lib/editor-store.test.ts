// The editor store's save rules, one short test each (over 300 lines): they share the fake host
// and fake clock below; split by rule, every file would repeat that setup.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { STORAGE_KEYS } from "@shared/constants";
import { makeAdminPost } from "@/test/fixtures";
import { fakeHost, settle } from "../test/fake-host";
import { EditorStore, peekHandoff, UNTITLED_DRAFT_TITLE } from "./editor-store";
import { readDraft } from "./local-drafts";

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
});

function newPostEditor() {
  const server = fakeHost();
  const store = new EditorStore(server.host);
  return { server, store, state: () => store.getSnapshot() };
}

function existingPostEditor(post = makeAdminPost()) {
  const server = fakeHost(post);
  const store = new EditorStore(server.host, post.id);
  store.loadPost(post);
  return { server, store, state: () => store.getSnapshot() };
}

describe("the save status", () => {
  it("goes from saving to 'saved' after an auto-save, and back to idle after 3 seconds", async () => {
    const { server, store, state } = newPostEditor();
    const gate = server.hold();
    store.setField("title", "Cover crops");

    store.autoSave();
    expect(state()).toMatchObject({ status: "saving", statusKind: "auto" });
    gate.resolve();
    await settle();
    expect(state().status).toBe("saved");

    await vi.advanceTimersByTimeAsync(2999);
    expect(state().status).toBe("saved");
    await vi.advanceTimersByTimeAsync(1);
    expect(state().status).toBe("idle");
  });

  it("shows an auto-save failure for 4 seconds", async () => {
    const { server, store, state } = newPostEditor();
    server.host.savePost.mockRejectedValueOnce(new Error("HTTP 500: boom"));
    store.setField("content", "Some words");

    store.autoSave();
    await settle();
    expect(state()).toMatchObject({ status: "error", lastError: "HTTP 500: boom" });
    await vi.advanceTimersByTimeAsync(3999);
    expect(state().status).toBe("error");
    await vi.advanceTimersByTimeAsync(1);
    expect(state().status).toBe("idle");
  });

  it("shows a manual save for 2 seconds and a manual failure for 3", async () => {
    const { server, store, state } = existingPostEditor();
    store.setField("title", "Cover crops, revisited");
    store.save();
    await settle();
    expect(state()).toMatchObject({ status: "saved", statusKind: "manual" });
    await vi.advanceTimersByTimeAsync(1999);
    expect(state().status).toBe("saved");
    await vi.advanceTimersByTimeAsync(1);
    expect(state().status).toBe("idle");

    server.host.savePost.mockRejectedValueOnce(new Error("HTTP 503: down"));
    store.save();
    await settle();
    expect(state().status).toBe("error");
    await vi.advanceTimersByTimeAsync(2999);
    expect(state().status).toBe("error");
    await vi.advanceTimersByTimeAsync(1);
    expect(state().status).toBe("idle");
  });
});

describe("auto-save", () => {
  it("does nothing while the title and the body are blank", async () => {
    const { server, store } = newPostEditor();
    store.setField("title", "   ");
    store.setField("excerpt", "Only an excerpt");
    store.setField("content", "\n\n");

    store.autoSave();
    await settle();
    expect(server.host.savePost).not.toHaveBeenCalled();
  });

  it("keeps a body without a title under a placeholder title", async () => {
    const { server, store } = newPostEditor();
    store.setField("content", "Notes from the field");

    store.autoSave();
    await settle();
    expect(server.saves[0].input).toMatchObject({ title: UNTITLED_DRAFT_TITLE, content: "Notes from the field" });
    expect(store.getSnapshot().fields.title).toBe("");
  });

  it("does not save again when nothing changed since the last save", async () => {
    const { server, store } = existingPostEditor();
    store.autoSave();
    await settle();
    expect(server.host.savePost).not.toHaveBeenCalled();
  });

  it("is skipped while a save is running, so saves never overlap", async () => {
    const { server, store } = existingPostEditor();
    const gate = server.hold();
    store.setField("content", "First draft");
    store.autoSave();
    store.setField("content", "First draft, longer");
    store.autoSave();
    store.autoSave();
    expect(server.host.savePost).toHaveBeenCalledTimes(1);

    gate.resolve();
    await settle();
    // The change made meanwhile is still unsaved and goes with the next tick.
    expect(store.getSnapshot().dirty).toBe(true);
    store.autoSave();
    await settle();
    expect(server.saves.map((save) => save.input.content)).toEqual(["First draft", "First draft, longer"]);
    expect(server.maxInFlight).toBe(1);
  });

  it("stores a new post unpublished, then moves the editor to /edit-post/{id}, keeping the text", async () => {
    const { server, store, state } = newPostEditor();
    store.setField("title", "Drone scouting");
    store.setField("content", "What the drone saw");
    store.setField("isPublished", true);

    store.autoSave();
    await settle();

    expect(server.saves[0]).toMatchObject({ id: null, input: { isPublished: false } });
    expect(server.host.onCreated).toHaveBeenCalledWith("new-1");
    expect(peekHandoff("new-1")).toBe(store);
    expect(state()).toMatchObject({
      postId: "new-1",
      fields: { title: "Drone scouting", content: "What the drone saw", isPublished: true },
    });
    expect(server.toasts).toContainEqual({
      title: "Draft saved",
      description: "Your changes have been automatically saved.",
      duration: 2000,
    });

    // The next save updates that post instead of creating another.
    store.setField("content", "What the drone saw, and more");
    store.autoSave();
    await settle();
    expect(server.saves[1]).toMatchObject({ id: "new-1", input: { baseVersion: 1 } });
  });

  it("never publishes or unpublishes an existing post behind the author's back", async () => {
    const { server, store } = existingPostEditor(makeAdminPost({ isPublished: false }));
    store.setField("isPublished", true);
    store.setField("content", "Edited");
    store.autoSave();
    await settle();
    expect(server.saves[0].input.isPublished).toBe(false);
  });

  it("tells the author when it fails", async () => {
    const { server, store } = newPostEditor();
    server.host.savePost.mockRejectedValueOnce(new Error("Expected JSON response, got: <!doctype html>"));
    store.setField("title", "Yield maps");
    store.autoSave();
    await settle();
    expect(server.toasts).toContainEqual({
      title: "Auto-save failed",
      description: "Your changes could not be saved automatically. Please save manually.",
      variant: "destructive",
      duration: 4000,
    });
    expect(store.getSnapshot().lastError).toBe("Expected JSON response, got: <!doctype html>");
  });
});

describe("a manual save", () => {
  it("publishes, says so, clears the local draft and returns to the dashboard", async () => {
    const { server, store } = existingPostEditor();
    store.setField("isPublished", true);
    store.setField("content", "Ready for readers");
    expect(readDraft("post-1")).not.toBeNull();

    store.save();
    await settle();
    expect(server.saves[0].input).toMatchObject({ isPublished: true, content: "Ready for readers", baseVersion: 1 });
    expect(server.toasts).toContainEqual({ title: "Success", description: "Post published successfully!" });
    expect(server.host.onManualSaved).toHaveBeenCalledTimes(1);
    expect(readDraft("post-1")).toBeNull();
  });

  it("says 'saved as draft' for an unpublished post and shows the server's error on failure", async () => {
    const { server, store } = newPostEditor();
    store.setField("title", "Agrivoltaics");
    store.save();
    await settle();
    expect(server.toasts).toContainEqual({ title: "Success", description: "Post saved as draft successfully!" });

    const blank = newPostEditor();
    blank.store.setField("content", "A body but no title");
    blank.store.save();
    await settle();
    expect(blank.server.host.savePost).not.toHaveBeenCalled();
    expect(blank.server.toasts).toContainEqual({ title: "Error", description: "Title is required", variant: "destructive" });
  });

  it("waits for a running auto-save instead of overlapping it, then updates the post it created", async () => {
    const { server, store } = newPostEditor();
    const gate = server.hold();
    store.setField("title", "Grazing");
    store.autoSave();
    store.setField("isPublished", true);
    store.save();
    expect(store.getSnapshot().manualPending).toBe(true);
    expect(server.host.savePost).toHaveBeenCalledTimes(1);

    gate.resolve();
    await settle();
    expect(server.saves.map((save) => [save.id, save.input.isPublished])).toEqual([
      [null, false],
      ["new-1", true],
    ]);
    expect(server.maxInFlight).toBe(1);
    expect(server.host.onManualSaved).toHaveBeenCalledTimes(1);
  });
});

describe("a post changed elsewhere", () => {
  it("keeps the author's text, stops auto-saving, and can overwrite based on the stored version", async () => {
    const { server, store, state } = existingPostEditor();
    server.saveElsewhere({ markdown: "Their text" });
    store.setField("content", "My text");

    store.save();
    await settle();
    expect(state().conflict).toMatchObject({ kind: "manual", message: "This post was changed elsewhere since you opened it" });
    expect(state().fields.content).toBe("My text");
    expect(server.host.onManualSaved).not.toHaveBeenCalled();
    expect(server.toasts).toContainEqual({
      title: "Error",
      description: "This post was changed elsewhere since you opened it",
      variant: "destructive",
    });

    store.setField("content", "My text, still mine");
    store.autoSave();
    await settle();
    expect(server.host.savePost).toHaveBeenCalledTimes(1);

    await store.overwrite();
    await settle();
    expect(server.saves[1].input).toMatchObject({ content: "My text, still mine", baseVersion: 2 });
    expect(server.stored?.markdown).toBe("My text, still mine");
    expect(state().conflict).toBeNull();
  });

  it("can reload the stored version instead", async () => {
    const { server, store, state } = existingPostEditor();
    server.saveElsewhere({ markdown: "Their text" });
    store.setField("content", "My text");
    store.autoSave();
    await settle();
    expect(state().conflict?.kind).toBe("auto");
    // The auto-save toast would wrongly advise saving manually; the conflict notice explains instead.
    expect(server.toasts.map((toast) => toast.title)).not.toContain("Auto-save failed");

    await store.reloadTheirs();
    expect(state()).toMatchObject({ conflict: null, dirty: false, fields: { content: "Their text" } });
  });
});

describe("the local draft", () => {
  it("is kept per post under 'blog-draft'", () => {
    const first = existingPostEditor(makeAdminPost({ id: "a" }));
    const second = existingPostEditor(makeAdminPost({ id: "b" }));
    first.store.setField("content", "Text of A");
    second.store.setField("content", "Text of B");

    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.draft)!);
    expect(stored.a.content).toBe("Text of A");
    expect(stored.b.content).toBe("Text of B");
  });

  it("comes back when the new-post editor opens empty", () => {
    const first = newPostEditor();
    first.store.setField("title", "Half written");
    first.store.setField("content", "Where I stopped");

    const reopened = newPostEditor();
    expect(reopened.state()).toMatchObject({
      restoredDraft: true,
      dirty: true,
      fields: { title: "Half written", content: "Where I stopped" },
    });
  });

  it("is offered for an existing post when it is newer than the stored one and differs", () => {
    const post = makeAdminPost({ updatedAt: "2026-11-05T12:00:00.000Z" });
    vi.setSystemTime(new Date("2026-11-05T13:00:00.000Z"));
    existingPostEditor(post).store.setField("content", "Newer words");

    const reopened = existingPostEditor(post);
    expect(reopened.state().draftOffer?.content).toBe("Newer words");
    expect(reopened.state().fields.content).toBe("Body");
    reopened.store.applyDraftOffer();
    expect(reopened.state().fields.content).toBe("Newer words");
  });

  it("is not offered when it is older than the stored post", () => {
    vi.setSystemTime(new Date("2026-11-05T11:00:00.000Z"));
    existingPostEditor().store.setField("content", "Older words");
    const reopened = existingPostEditor(makeAdminPost({ updatedAt: "2026-11-05T12:00:00.000Z" }));
    expect(reopened.state().draftOffer).toBeNull();
  });
});

describe("the slug", () => {
  it("follows the title of a post never published, and stays put once the author edits it", () => {
    const { store } = newPostEditor();
    store.setField("title", "Cover Crops & Carbon");
    expect(store.effectiveSlug()).toBe("cover-crops-carbon");
    store.setField("slug", "carbon");
    store.setField("title", "Something else");
    expect(store.effectiveSlug()).toBe("carbon");
  });

  it("keeps a published post's address unless the author changes it", () => {
    const { store } = existingPostEditor(makeAdminPost({ isPublished: true, publishedAt: "2026-11-05T12:00:00.000Z" }));
    store.setField("title", "A new title");
    expect(store.effectiveSlug()).toBe("soil-sensors");
  });
});

describe("restoring a revision", () => {
  it("sends the version the editor has, then shows the restored text as saved and says so", async () => {
    const { server, store, state } = existingPostEditor(makeAdminPost({ title: "Now", markdown: "Current body", version: 4 }));
    server.keepRevision(2, { title: "Then", markdown: "Earlier body" });

    await expect(store.restoreRevision(2)).resolves.toEqual({ status: "restored" });
    expect(server.host.restoreRevision).toHaveBeenCalledWith(server.stored!.id, 2, 4);
    expect(state()).toMatchObject({
      fields: { title: "Then", content: "Earlier body" },
      dirty: false,
      saving: false,
      status: "saved",
      conflict: null,
    });
    expect(server.toasts.at(-1)).toMatchObject({ title: "Restored version #2" });
    expect(server.host.onSaved).toHaveBeenCalledOnce();

    // The next save builds on the version the restore made.
    store.setField("content", "Earlier body, edited");
    store.save();
    await settle();
    expect(server.saves.at(-1)!.input.baseVersion).toBe(5);
  });

  it("replaces unsaved text and its local copy, so the copy is not offered back", async () => {
    const post = makeAdminPost({ markdown: "Current body", updatedAt: "2026-11-05T12:00:00.000Z" });
    vi.setSystemTime(new Date("2026-11-05T13:00:00.000Z"));
    const { server, store, state } = existingPostEditor(post);
    server.keepRevision(1, { markdown: "Earlier body" });
    store.setField("content", "Unsaved words");

    await store.restoreRevision(1);
    expect(state().fields.content).toBe("Earlier body");
    expect(readDraft(post.id)).toBeNull();
  });

  it("meets a post changed elsewhere with the save conflict, keeping the author's text", async () => {
    const { server, store, state } = existingPostEditor(makeAdminPost({ markdown: "Mine" }));
    server.keepRevision(1, { markdown: "Earlier body" });
    server.saveElsewhere({ markdown: "Theirs" });

    await expect(store.restoreRevision(1)).resolves.toEqual({ status: "conflict" });
    expect(state()).toMatchObject({
      conflict: { kind: "manual", message: "This post was changed elsewhere since you opened it" },
      saving: false,
      fields: { content: "Mine" },
    });
    await store.reloadTheirs();
    expect(state().fields.content).toBe("Theirs");
  });

  it("reports any other failure to the panel and leaves the save state alone", async () => {
    const { store, state } = existingPostEditor();
    await expect(store.restoreRevision(9)).resolves.toEqual({ status: "failed", message: "Revision not found" });
    expect(state()).toMatchObject({ status: "idle", saving: false, conflict: null, lastError: null });
  });

  it("waits for a running save rather than restoring on a version about to change", async () => {
    const { server, store } = existingPostEditor();
    const gate = server.hold();
    store.setField("content", "Typing");
    store.save();
    await expect(store.restoreRevision(1)).resolves.toMatchObject({ status: "failed" });
    expect(server.host.restoreRevision).not.toHaveBeenCalled();
    gate.resolve();
    await settle();
  });
});
